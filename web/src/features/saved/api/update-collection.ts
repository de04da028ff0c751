import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCollectionMutation } from '@/api/@tanstack/react-query.gen';
import { refreshSaved } from './keys';

export const useUpdateCollection = () => {
  const queryClient = useQueryClient();
  return useMutation({ ...updateCollectionMutation(), onSuccess: () => refreshSaved(queryClient) });
};
