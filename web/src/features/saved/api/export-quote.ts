import { useQuery } from '@tanstack/react-query';
import { quoteExportSavedStudents } from '@/api/sdk.gen';
import { savedStateKey } from '@/lib/saved-state';

/**
 * The server's price for exporting a collection or chosen saved students (POST /api/website/saved-students/export/quote:
 * what the export will charge, rows shown in full, premium free), shown beside the export buttons. Under the
 * saved-state key, so every save, unsave, unlock and export refreshes it.
 */
export const useExportQuote = (scope: { collectionId: string } | { studentIds: string[] }) =>
  useQuery({
    queryKey: [...savedStateKey, 'export-quote', scope],
    queryFn: async () => (await quoteExportSavedStudents({ body: scope, throwOnError: true })).data,
    enabled: 'collectionId' in scope || scope.studentIds.length > 0,
    staleTime: 0,
    retry: false,
  });
