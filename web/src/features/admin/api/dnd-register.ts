import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getDndRegisterOptions, getDndRegisterQueryKey, uploadDndRegisterMutation } from '@/api/@tanstack/react-query.gen';
import { adminRetry } from './admin-query';

/** Issue 29 §4: how many numbers are on the DND register, and its last upload. */
export const useDndRegister = () => useQuery({ ...getDndRegisterOptions(), retry: adminRetry });

/** Replaces the register with a scrub file; the status and every student list (their DND marks) are read again. */
export function useUploadDndRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    ...uploadDndRegisterMutation(),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getDndRegisterQueryKey() });
      void queryClient.invalidateQueries({ predicate: (query) => JSON.stringify(query.queryKey).includes('Student') });
    },
  });
}
