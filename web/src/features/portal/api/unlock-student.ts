import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listUnlockedStudentsQueryKey, unlockStudentMutation } from '@/api/@tanstack/react-query.gen';
import { memberKeys } from '@/lib/member-session';

/** After an unlock the balance is the server's answer, and the list is fetched again with the contact shown. */
export function useUnlockStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    ...unlockStudentMutation(),
    onSuccess: (data) => {
      queryClient.setQueryData(memberKeys.credits, data.remainingCredits);
      void queryClient.invalidateQueries({ predicate: (q) => (q.queryKey[0] as { _id?: string })?._id === 'listStudentLeads' });
      void queryClient.invalidateQueries({ queryKey: listUnlockedStudentsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: memberKeys.me });
      // what a save of these students would cost has changed
      void queryClient.invalidateQueries({ queryKey: ['api', 'website', 'saved-students', 'quote'] });
    },
  });
}
