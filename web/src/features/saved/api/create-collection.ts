import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCollectionMutation } from '@/api/@tanstack/react-query.gen';
import { refreshSaved } from './keys';

export const useCreateCollection = () => {
  const queryClient = useQueryClient();
  return useMutation({ ...createCollectionMutation(), onSuccess: () => refreshSaved(queryClient) });
};
