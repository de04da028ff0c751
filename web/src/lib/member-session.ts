import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getMemberCredits, getMemberMe, logoutMember } from '@/api/sdk.gen';
import type { GetMemberMeResponse } from '@/api/types.gen';
import { memberToken, setMemberToken } from './auth-tokens';

/** The member as GET /api/website/auth/me answers (identity module). */
export type Member = GetMemberMeResponse['user'];

/** Keys are the URL path split on '/', as the spec's default fetcher reads them. */
export const memberKeys = { me: ['api', 'website', 'auth', 'me'] as const, credits: ['api', 'website', 'credits'] as const };

export const memberMeQuery = () =>
  queryOptions({
    queryKey: memberKeys.me,
    queryFn: async ({ signal }): Promise<Member> => (await getMemberMe({ signal, throwOnError: true })).data.user,
    enabled: Boolean(memberToken()),
    retry: false,
  });

/** Spec 000 §9: credits refetch every 30 s while signed in. */
export const memberCreditsQuery = () =>
  queryOptions({
    queryKey: memberKeys.credits,
    queryFn: async ({ signal }) => (await getMemberCredits({ signal, throwOnError: true })).data.credits,
    enabled: Boolean(memberToken()),
    refetchInterval: 30_000,
  });

/** After login or registration: keep the token and cache the user the server answered. */
export function startMemberSession(queryClient: QueryClient, session: { token: string; user: Member }) {
  setMemberToken(session.token);
  queryClient.setQueryData(memberKeys.me, session.user);
  queryClient.setQueryData(memberKeys.credits, session.user.credits);
}

/**
 * The signed-in member for any screen. A failed current-user check removes the token (spec 000 §4).
 * `status` is 'signed-out' when there is no token at all.
 */
export function useMemberSession() {
  const hasToken = Boolean(memberToken());
  const me = useQuery(memberMeQuery());
  const credits = useQuery(memberCreditsQuery());
  if (me.isError && memberToken()) setMemberToken(null);
  const user = me.data;
  return {
    status: !hasToken || me.isError ? ('signed-out' as const) : me.isPending ? ('loading' as const) : ('signed-in' as const),
    user,
    isPremium: user?.isPremium ?? false,
    credits: credits.data ?? user?.credits ?? 0,
    refreshCredits: () => credits.refetch(),
  };
}

/** Logout clears the token, the cached user and all cached data; the token is dropped whatever the server answers. */
export async function endMemberSession(queryClient: QueryClient) {
  await logoutMember({ throwOnError: false }).catch(() => undefined);
  setMemberToken(null);
  queryClient.clear();
}
