import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '@/api/client.gen';
import { memberKeys } from '@/lib/member-session';

const savedKey = ['api', 'website', 'saved-students'] as const;

/** Spec 001 §9: the saved status of a page of students is cached 120 s. Until it answers, nothing shows as saved. */
export const useSaveStatuses = (studentIds: string[], enabled: boolean) =>
  useQuery({
    queryKey: [...savedKey, 'bulk-check', studentIds],
    queryFn: async () => {
      const { data } = await client.post<{ 200: { saveStatuses: Record<string, boolean> } }, unknown, true>({
        url: '/api/website/saved-students/bulk-check',
        body: { studentIds },
        throwOnError: true,
      });
      return data.saveStatuses;
    },
    enabled: enabled && studentIds.length > 0,
    staleTime: 120_000,
    retry: false,
  });

export function useSaveStudents() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: savedKey });
    void queryClient.invalidateQueries({ queryKey: memberKeys.credits });
  };
  const saveOne = useMutation({
    mutationFn: async (body: { studentId: string; collectionId: string; notes?: string }) => {
      await client.post({ url: '/api/website/saved-students', body: { notes: '', ...body }, throwOnError: true });
    },
    onSuccess: refresh,
  });
  const saveMany = useMutation({
    mutationFn: async (body: { studentIds: string[]; collectionId: string }) => {
      const { data } = await client.post<{ 200: { savedCount: number; alreadySavedCount: number; creditsConsumed: number; remainingCredits: number } }, unknown, true>({
        url: '/api/website/saved-students/bulk',
        body: { notes: '', ...body },
        throwOnError: true,
      });
      return data;
    },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async (studentId: string) => {
      await client.delete({ url: `/api/website/saved-students/${studentId}`, throwOnError: true });
    },
    onSuccess: refresh,
  });
  return { saveOne, saveMany, remove };
}
