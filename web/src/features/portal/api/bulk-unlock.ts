import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkUnlockStudentsMutation, listUnlockedStudentsQueryKey } from '@/api/@tanstack/react-query.gen';
import { memberKeys } from '@/lib/member-session';

export function useBulkUnlock() {
  const queryClient = useQueryClient();
  return useMutation({
    ...bulkUnlockStudentsMutation(),
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
