import { useQuery } from '@tanstack/react-query';
import { quoteSaveStudents } from '@/api/sdk.gen';
import { savedStateKey } from '@/lib/saved-state';

/**
 * What unlocking and saving these students costs this member now, priced by the server with the rules its charges
 * use (POST /api/website/saved-students/quote): the dialogs show it rather than pricing a selection themselves.
 * Under the saved-state key, so every save, unsave and unlock refreshes it.
 */
export const quoteKey = [...savedStateKey, 'quote'] as const;

export const useSaveQuote = (studentIds: readonly string[] | null) =>
  useQuery({
    queryKey: [...quoteKey, studentIds],
    queryFn: async () => (await quoteSaveStudents({ body: { studentIds: [...(studentIds ?? [])] }, throwOnError: true })).data,
    enabled: studentIds !== null && studentIds.length > 0,
    staleTime: 0,
    retry: false,
  });
