import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bulkSaveStudentsMutation, saveStudentMutation, unsaveStudentMutation } from '@/api/@tanstack/react-query.gen';
import { bulkCheckSavedStudents } from '@/api/sdk.gen';
import { refreshSavedState, savedStateKey } from '@/lib/saved-state';

/** Spec 001 §9: the saved status of a page of students is cached 120 s. Until it answers, nothing shows as saved. */
export const useSaveStatuses = (studentIds: string[], enabled: boolean) =>
  useQuery({
    queryKey: [...savedStateKey, 'bulk-check', studentIds],
    queryFn: async ({ signal }) => (await bulkCheckSavedStudents({ body: { studentIds }, signal, throwOnError: true })).data.saveStatuses,
    enabled: enabled && studentIds.length > 0,
    staleTime: 120_000,
    retry: false,
  });

/** Saving into a collection and removing: each refreshes the saved marks, the quotes and the credits. */
export function useSaveStudents() {
  const queryClient = useQueryClient();
  const onSuccess = () => refreshSavedState(queryClient);
  return {
    saveOne: useMutation({ ...saveStudentMutation(), onSuccess }),
    saveMany: useMutation({ ...bulkSaveStudentsMutation(), onSuccess }),
    remove: useMutation({ ...unsaveStudentMutation(), onSuccess }),
  };
}
