import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listImportBatchesOptions, undoImportBatchMutation } from '@/api/@tanstack/react-query.gen';
import { adminRetry } from './admin-query';

export const IMPORT_BATCH_PAGE_SIZE = 10;

/** Stale after 2 min, kept 5 min (spec 001 §9). */
export const importBatchesOptions = (query: { page: number; search?: string }) => ({
  ...listImportBatchesOptions({ query: { ...query, limit: IMPORT_BATCH_PAGE_SIZE } }),
  staleTime: 120_000,
  gcTime: 300_000,
  retry: adminRetry,
});

export const useImportBatches = (query: { page: number; search?: string }, enabled = true) =>
  useQuery({ ...importBatchesOptions(query), placeholderData: keepPreviousData, enabled });

export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({ ...undoImportBatchMutation(), onSuccess: () => queryClient.invalidateQueries() });
}
