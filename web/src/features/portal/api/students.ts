import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { listStudentLeadsOptions, listUnlockedStudentsQueryKey } from '@/api/@tanstack/react-query.gen';
import type { ListStudentLeadsData, ListStudentLeadsResponse } from '@/api/types.gen';
import { memberKeys } from '@/lib/member-session';
import { quoteKey } from './save-quote';

export type StudentsQuery = NonNullable<ListStudentLeadsData['query']>;
export type StudentLead = ListStudentLeadsResponse['students'][number];

/** Every cached page of the student list, whatever its filters. */
export const studentPagesKey = [{ _id: 'listStudentLeads' }];

/** Spec 001 §9: the student list is cached 30 s; the previous page stays on screen while the next loads. */
export const studentsQueryOptions = (query: StudentsQuery) => ({
  ...listStudentLeadsOptions({ query }),
  staleTime: 30_000,
  placeholderData: keepPreviousData,
});

export const useStudents = (query: StudentsQuery) => useQuery(studentsQueryOptions(query));

/** After any unlock: the server's balance, then what depends on who is unlocked (the count, the profile, the quotes). */
export function afterUnlock(queryClient: QueryClient, remainingCredits: number) {
  queryClient.setQueryData(memberKeys.credits, remainingCredits);
  void queryClient.invalidateQueries({ queryKey: listUnlockedStudentsQueryKey() });
  void queryClient.invalidateQueries({ queryKey: memberKeys.me });
  // what a save of these students would cost has changed
  void queryClient.invalidateQueries({ queryKey: quoteKey });
}
