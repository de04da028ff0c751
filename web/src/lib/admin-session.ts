import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '@/api/client.gen';
import { adminToken, setAdminToken } from './auth-tokens';

export type AdminUser = { id: string; username: string; email: string; role: string; isActive: boolean; createdAt: string };

export const adminMeQuery = () =>
  queryOptions({
    queryKey: ['api', 'auth', 'me'] as const,
    queryFn: async () => {
      const { data } = await client.get<{ 200: { user: AdminUser } }, unknown, true>({ url: '/api/auth/me', throwOnError: true });
      return data.user;
    },
    enabled: Boolean(adminToken()),
    retry: false,
  });

/** The signed-in admin; the api client already redirects to the sign-in page on a 401. */
export function useAdminSession() {
  const queryClient = useQueryClient();
  const me = useQuery(adminMeQuery());
  const hasToken = Boolean(adminToken());
  return {
    status: !hasToken || me.isError ? ('signed-out' as const) : me.isPending ? ('loading' as const) : ('signed-in' as const),
    admin: me.data,
    logout: async () => {
      try {
        await client.post({ url: '/api/auth/logout' });
      } catch {
        // the token is dropped locally either way
      }
      setAdminToken(null);
      queryClient.clear();
    },
  };
}
