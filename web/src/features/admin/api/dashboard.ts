import { useQuery } from '@tanstack/react-query';
import { getDashboardOptions } from '@/api/@tanstack/react-query.gen';
import { adminRetry } from './admin-query';

export const dashboardOptions = () => ({ ...getDashboardOptions(), retry: adminRetry, staleTime: 60_000 });

/** Asked only with an admin token: without one the portal is on its way to the sign-in page. */
export const useDashboard = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...dashboardOptions(), enabled });
