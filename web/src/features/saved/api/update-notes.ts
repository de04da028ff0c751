import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSavedStudentNotesMutation } from '@/api/@tanstack/react-query.gen';
import { refreshSavedState } from '@/lib/saved-state';

export const useUpdateSavedStudentNotes = () => {
  const queryClient = useQueryClient();
  return useMutation({ ...updateSavedStudentNotesMutation(), onSuccess: () => refreshSavedState(queryClient) });
};
