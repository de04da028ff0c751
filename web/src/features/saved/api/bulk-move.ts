import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkMoveSavedStudentsMutation } from '@/api/@tanstack/react-query.gen';
import { refreshSaved } from './keys';

export const useBulkMoveSavedStudents = () => {
  const queryClient = useQueryClient();
  return useMutation({ ...bulkMoveSavedStudentsMutation(), onSuccess: () => refreshSaved(queryClient) });
};
