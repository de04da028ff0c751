import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unlockStudentMutation } from '@/api/@tanstack/react-query.gen';
import type { ListStudentLeadsResponse } from '@/api/types.gen';
import { afterUnlock, studentPagesKey } from './students';

/**
 * The answer is the unlocked student with its contact shown: it takes the masked row's place on every cached page,
 * so nothing is fetched again; the balance is the server's answer.
 */
export function useUnlockStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    ...unlockStudentMutation(),
    onSuccess: ({ student, remainingCredits }) => {
      queryClient.setQueriesData<ListStudentLeadsResponse>({ queryKey: studentPagesKey }, (page) =>
        page ? { ...page, students: page.students.map((row) => (row.id === student.id ? student : row)) } : page,
      );
      afterUnlock(queryClient, remainingCredits);
    },
  });
}
