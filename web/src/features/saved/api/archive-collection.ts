import { useMutation, useQueryClient } from '@tanstack/react-query';
import { archiveCollectionMutation } from '@/api/@tanstack/react-query.gen';
import { refreshSavedState } from '@/lib/saved-state';

export const useArchiveCollection = () => {
  const queryClient = useQueryClient();
  return useMutation({ ...archiveCollectionMutation(), onSuccess: () => refreshSavedState(queryClient) });
};
