import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkMoveSavedStudentsMutation } from '@/api/@tanstack/react-query.gen';
import { refreshSavedState } from '@/lib/saved-state';

export const useBulkMoveSavedStudents = () => {
  const queryClient = useQueryClient();
  return useMutation({ ...bulkMoveSavedStudentsMutation(), onSuccess: () => refreshSavedState(queryClient) });
};
