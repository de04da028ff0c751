import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unlockStudentMutation } from '@/api/@tanstack/react-query.gen';
import type { ListStudentLeadsResponse } from '@/api/types.gen';
import { afterUnlock, type StudentLead, studentPagesKey } from './students';

/**
 * The answer is the unlocked student with its contact shown: it takes the masked row's place on every cached page,
 * so nothing is fetched again; the balance is the server's answer.
 */
export function useUnlockStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    ...unlockStudentMutation(),
    onSuccess: ({ student, remainingCredits, alreadyUnlocked }) => {
      // ADR 0023: the answer does not carry the season's count; a new unlock took one more place
      const placed = (row: StudentLead): StudentLead => {
        const places = row.institutionsThisSeason;
        return { ...student, institutionsThisSeason: places && !alreadyUnlocked ? { ...places, count: places.count + 1 } : places };
      };
      queryClient.setQueriesData<ListStudentLeadsResponse>({ queryKey: studentPagesKey }, (page) =>
        page ? { ...page, students: page.students.map((row) => (row.id === student.id ? placed(row) : row)) } : page,
      );
      afterUnlock(queryClient, remainingCredits);
    },
  });
}
