import { useMutation, useQueryClient } from '@tanstack/react-query';
import { duplicateCollectionMutation } from '@/api/@tanstack/react-query.gen';
import { refreshSaved } from './keys';

export const useDuplicateCollection = () => {
  const queryClient = useQueryClient();
  return useMutation({ ...duplicateCollectionMutation(), onSuccess: () => refreshSaved(queryClient) });
};
