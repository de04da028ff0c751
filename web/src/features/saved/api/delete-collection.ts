import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteCollectionMutation } from '@/api/@tanstack/react-query.gen';
import { refreshSaved } from './keys';

export const useDeleteCollection = () => {
  const queryClient = useQueryClient();
  return useMutation({ ...deleteCollectionMutation(), onSuccess: () => refreshSaved(queryClient) });
};
