import { useMutation, useQueryClient } from '@tanstack/react-query';
import { archiveCollectionMutation } from '@/api/@tanstack/react-query.gen';
import { refreshSaved } from './keys';

export const useArchiveCollection = () => {
  const queryClient = useQueryClient();
  return useMutation({ ...archiveCollectionMutation(), onSuccess: () => refreshSaved(queryClient) });
};
