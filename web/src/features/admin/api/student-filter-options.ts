import { useQuery } from '@tanstack/react-query';
import { getAdminStudentFilterOptionsOptions } from '@/api/@tanstack/react-query.gen';
import type { GetAdminStudentFilterOptionsData } from '@/api/types.gen';

/** GET /api/students/filter-options (admin token), cached 60 s (spec 001 §9). */
export const useStudentFilterOptions = (query: NonNullable<GetAdminStudentFilterOptionsData['query']>) =>
  useQuery({ ...getAdminStudentFilterOptionsOptions({ query }), staleTime: 60_000, retry: 1 });
