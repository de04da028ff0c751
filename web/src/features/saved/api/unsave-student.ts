import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unsaveStudentMutation } from '@/api/@tanstack/react-query.gen';
import { refreshSavedState } from '@/lib/saved-state';

export const useUnsaveStudent = () => {
  const queryClient = useQueryClient();
  return useMutation({ ...unsaveStudentMutation(), onSuccess: () => refreshSavedState(queryClient) });
};
