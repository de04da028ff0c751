import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moveSavedStudentMutation } from '@/api/@tanstack/react-query.gen';
import { refreshSavedState } from '@/lib/saved-state';

export const useMoveSavedStudent = () => {
  const queryClient = useQueryClient();
  return useMutation({ ...moveSavedStudentMutation(), onSuccess: () => refreshSavedState(queryClient) });
};
