import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unsaveStudentMutation } from '@/api/@tanstack/react-query.gen';
import { refreshSaved } from './keys';

export const useUnsaveStudent = () => {
  const queryClient = useQueryClient();
  return useMutation({ ...unsaveStudentMutation(), onSuccess: () => refreshSaved(queryClient) });
};
