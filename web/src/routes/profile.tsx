import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ProfilePage } from '@/features/account/components/profile-page';
import { PROFILE_DEFAULTS, ProfileSearchSchema } from '@/features/account/profile-search';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/profile')({
  validateSearch: ProfileSearchSchema,
  search: { middlewares: [stripSearchParams(PROFILE_DEFAULTS)] },
  head: () => pageHead({ title: 'My Profile', description: 'Your member profile and security settings.', path: '/profile', noindex: true }),
  component: ProfilePage,
});
