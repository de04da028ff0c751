import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unarchiveCollectionMutation } from '@/api/@tanstack/react-query.gen';
import { refreshSavedState } from '@/lib/saved-state';

export const useUnarchiveCollection = () => {
  const queryClient = useQueryClient();
  return useMutation({ ...unarchiveCollectionMutation(), onSuccess: () => refreshSavedState(queryClient) });
};
