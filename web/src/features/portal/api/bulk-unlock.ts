import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkUnlockStudentsMutation } from '@/api/@tanstack/react-query.gen';
import { afterUnlock, studentPagesKey } from './students';

/** The bulk answer names the students but does not carry them: the pages are fetched again with their contacts. */
export function useBulkUnlock() {
  const queryClient = useQueryClient();
  return useMutation({
    ...bulkUnlockStudentsMutation(),
    onSuccess: ({ remainingCredits }) => {
      void queryClient.invalidateQueries({ queryKey: studentPagesKey });
      afterUnlock(queryClient, remainingCredits);
    },
  });
}
