import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listStudentLeadsOptions } from '@/api/@tanstack/react-query.gen';
import type { ListStudentLeadsData, ListStudentLeadsResponse } from '@/api/types.gen';

export type StudentsQuery = NonNullable<ListStudentLeadsData['query']>;
export type StudentLead = ListStudentLeadsResponse['students'][number];

/** Spec 001 §9: the student list is cached 30 s; the previous page stays on screen while the next loads. */
export const studentsQueryOptions = (query: StudentsQuery) => ({
  ...listStudentLeadsOptions({ query }),
  staleTime: 30_000,
  placeholderData: keepPreviousData,
});

export const useStudents = (query: StudentsQuery) => useQuery(studentsQueryOptions(query));
