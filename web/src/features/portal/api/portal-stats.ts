import { useQuery } from '@tanstack/react-query';
import { getPortalStatsOptions } from '@/api/@tanstack/react-query.gen';

export const usePortalStats = () => useQuery({ ...getPortalStatsOptions(), staleTime: 300_000 });
