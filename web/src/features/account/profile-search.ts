import * as v from 'valibot';
import { choiceParam } from '@/lib/search-params';

/** The profile's tab in the address bar (`/profile?tab=credits`); anything else opens Profile Settings. */
export const PROFILE_TABS = ['profile', 'security', 'credits', 'api-keys', 'webhooks', 'team', 'exclusion-list', 'usage', 'buy-credits'] as const;
export const ProfileSearchSchema = v.object({ tab: choiceParam(PROFILE_TABS, 'profile') });
export type ProfileSearch = v.InferOutput<typeof ProfileSearchSchema>;
export const PROFILE_DEFAULTS = { tab: 'profile' } as const satisfies ProfileSearch;
