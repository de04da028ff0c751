import { useQuery } from '@tanstack/react-query';
import { getDashboardOptions } from '@/api/@tanstack/react-query.gen';
import { adminRetry } from './admin-query';

export const useDashboard = () => useQuery({ ...getDashboardOptions(), retry: adminRetry, staleTime: 60_000 });
