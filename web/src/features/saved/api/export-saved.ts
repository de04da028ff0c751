import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exportSavedStudents } from '@/api/sdk.gen';
import { refreshSavedState } from '@/lib/saved-state';

export type ExportOutcome = { fileName: string; exportedCount: number; creditsConsumed: number };

/** Hands the browser the file the server wrote, under the server's file name. */
function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** POST /api/website/saved-students/export: the server charges, notes and writes the CSV in one go. */
export const useExportSaved = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { studentIds: string[] } | { collectionId: string }): Promise<ExportOutcome> => {
      const { data, response } = await exportSavedStudents({ body, parseAs: 'blob', throwOnError: true });
      const fileName = response.headers.get('x-export-file-name') ?? 'saved-students.csv';
      download(data as unknown as Blob, fileName);
      return {
        fileName,
        exportedCount: Number(response.headers.get('x-exported-count') ?? 0),
        creditsConsumed: Number(response.headers.get('x-credits-consumed') ?? 0),
      };
    },
    onSettled: () => refreshSavedState(queryClient),
  });
};
