import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSavedStudentNotesMutation } from '@/api/@tanstack/react-query.gen';
import { refreshSaved } from './keys';

export const useUpdateSavedStudentNotes = () => {
  const queryClient = useQueryClient();
  return useMutation({ ...updateSavedStudentNotesMutation(), onSuccess: () => refreshSaved(queryClient) });
};
