import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getDashboardOptions } from '@/api/@tanstack/react-query.gen';
import { adminRetry } from './admin-query';

export const dashboardOptions = () => ({ ...getDashboardOptions(), retry: adminRetry, staleTime: 60_000 });

/** Asked only with an admin token: without one the portal is on its way to the sign-in page. */
export const useDashboard = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...dashboardOptions(), enabled });

/**
 * Issue 25 §9 ("Users (2)" beside three users): the tab's count comes from the dashboard, cached a minute. When the
 * unfiltered users list (never cached) answers another total, someone registered meanwhile: the dashboard reloads.
 */
export function useDashboardFollowsUsers(total: number | undefined, unfiltered: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!unfiltered || total === undefined) return;
    const { queryKey } = dashboardOptions();
    const cached = queryClient.getQueryData(queryKey);
    if (cached && cached.overview.websiteUsers !== total) void queryClient.invalidateQueries({ queryKey });
  }, [queryClient, total, unfiltered]);
}
