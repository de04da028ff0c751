import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moveSavedStudentMutation } from '@/api/@tanstack/react-query.gen';
import { refreshSaved } from './keys';

export const useMoveSavedStudent = () => {
  const queryClient = useQueryClient();
  return useMutation({ ...moveSavedStudentMutation(), onSuccess: () => refreshSaved(queryClient) });
};
