import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listStudentsOptions } from '@/api/@tanstack/react-query.gen';
import type { ListStudentsData } from '@/api/types.gen';
import { adminRetry } from './admin-query';

export type StudentQuery = NonNullable<ListStudentsData['query']>;

export const useStudents = (query: StudentQuery) =>
  useQuery({ ...listStudentsOptions({ query }), retry: adminRetry, staleTime: 0, placeholderData: keepPreviousData });
