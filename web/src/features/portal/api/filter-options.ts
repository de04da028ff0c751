import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getStudentFilterOptionsOptions } from '@/api/@tanstack/react-query.gen';
import type { GetStudentFilterOptionsData } from '@/api/types.gen';

export type FilterOptionsQuery = NonNullable<GetStudentFilterOptionsData['query']>;

/** Spec 001 §9: filter options are cached 60 s. */
export const useFilterOptions = (query: FilterOptionsQuery, enabled = true) =>
  useQuery({ ...getStudentFilterOptionsOptions({ query }), staleTime: 60_000, placeholderData: keepPreviousData, enabled });
