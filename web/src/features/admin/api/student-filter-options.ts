import { useQuery } from '@tanstack/react-query';
import { getStudentFilterOptionsOptions } from '@/api/@tanstack/react-query.gen';
import type { GetStudentFilterOptionsData } from '@/api/types.gen';

/** Cached 60 s (spec 001 §9). */
export const useStudentFilterOptions = (query: NonNullable<GetStudentFilterOptionsData['query']>) =>
  useQuery({ ...getStudentFilterOptionsOptions({ query }), staleTime: 60_000, retry: 1 });
