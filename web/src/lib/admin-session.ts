import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getAdminMe, logoutAdmin } from '@/api/sdk.gen';
import type { GetAdminMeResponse } from '@/api/types.gen';
import { adminToken, setAdminToken } from './auth-tokens';

/** The admin as GET /api/auth/me answers. */
export type AdminUser = GetAdminMeResponse['user'];

export const adminKeys = { me: ['api', 'auth', 'me'] as const };

export const adminMeQuery = () =>
  queryOptions({
    queryKey: adminKeys.me,
    queryFn: async ({ signal }): Promise<AdminUser> => (await getAdminMe({ signal, throwOnError: true })).data.user,
    enabled: Boolean(adminToken()),
    retry: false,
  });

/** After the code step (or a direct sign-in): keep the token and cache the admin. */
export function startAdminSession(queryClient: QueryClient, session: { token: string; user: AdminUser }) {
  setAdminToken(session.token);
  queryClient.setQueryData(adminKeys.me, session.user);
}

/** The signed-in admin; the api client already redirects to the sign-in page on a 401. */
export function useAdminSession() {
  const queryClient = useQueryClient();
  const me = useQuery(adminMeQuery());
  const hasToken = Boolean(adminToken());
  return {
    status: !hasToken || me.isError ? ('signed-out' as const) : me.isPending ? ('loading' as const) : ('signed-in' as const),
    admin: me.data,
    logout: async () => {
      // the token is dropped locally whatever the server answers
      await logoutAdmin({ throwOnError: false }).catch(() => undefined);
      setAdminToken(null);
      queryClient.clear();
    },
  };
}
