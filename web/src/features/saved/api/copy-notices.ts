import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { acknowledgeCopyNoticesMutation, listCopyNoticesOptions, listCopyNoticesQueryKey } from '@/api/@tanstack/react-query.gen';
import type { ListCopyNoticesResponse } from '@/api/types.gen';

export type CopyNotice = ListCopyNoticesResponse['notices'][number];

/** Issue 16 §3: students this member unlocked or saved who since withdrew consent or were erased. */
export const useCopyNotices = (enabled: boolean) => useQuery({ ...listCopyNoticesOptions(), enabled, staleTime: 30_000 });

export const useAcknowledgeCopyNotices = () => {
  const queryClient = useQueryClient();
  return useMutation({
    ...acknowledgeCopyNoticesMutation(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listCopyNoticesQueryKey() }),
  });
};
