import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unarchiveCollectionMutation } from '@/api/@tanstack/react-query.gen';
import { refreshSaved } from './keys';

export const useUnarchiveCollection = () => {
  const queryClient = useQueryClient();
  return useMutation({ ...unarchiveCollectionMutation(), onSuccess: () => refreshSaved(queryClient) });
};
