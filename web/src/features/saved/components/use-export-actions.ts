import { notify } from '@/components/ui/toaster';
import { serverMessage } from '@/lib/api-error';
import type { Collection } from '../api/collections';
import { useExportSaved } from '../api/export-saved';
import { isShortOfCredits, plural } from './saved-toasts';

/** Export a whole collection or the selected students (one export call, so one pending flag), with the toasts of spec 001 §8. */
export function useExportActions({ isPremium }: { isPremium: boolean }) {
  const exporter = useExportSaved();

  return {
    pending: {
      export: exporter.isPending,
    },

    exportCollection: (collection: Collection, count: number, done: () => void = () => {}) => {
      if (count === 0) return notify({ title: 'No Students in Collection', description: 'This collection has no students to export.', variant: 'destructive' });
      // no guess here: only the rows the export shows unlocked are charged, and the server counts them
      exporter.mutate(
        { collectionId: collection.id },
        {
          onSuccess: (result) => {
            notify({
              title: 'Collection Exported',
              description: `${plural(result.exportedCount, 'student')} from "${collection.name}" exported${result.creditsConsumed ? ` (${result.creditsConsumed} credits consumed)` : ''}.`,
              variant: 'success',
            });
            done();
          },
          onError: (error) =>
            isShortOfCredits(error)
              ? notify({ title: 'Insufficient Credits', description: 'Not enough credits to export students.', variant: 'destructive' })
              : notify({ title: 'Export Failed', description: serverMessage(error, 'Failed to export collection. Please try again.'), variant: 'destructive' }),
        },
      );
    },

    exportSelected: (studentIds: string[], done: () => void) => {
      const n = studentIds.length;
      if (n === 0) return notify({ title: 'No Students Selected', description: 'Please select students to export.', variant: 'destructive' });
      exporter.mutate(
        { studentIds },
        {
          onSuccess: (result) => {
            notify({
              title: 'Export Successful',
              description: `${plural(result.exportedCount, 'student')} exported.${isPremium ? '' : ` (${result.creditsConsumed} credits consumed)`}`,
              variant: 'success',
            });
            done();
          },
          // a refusal for want of credits names what the server would charge ("Need M credits to export N students")
          onError: (error) =>
            notify({ title: 'Export Failed', description: serverMessage(error, 'Failed to export students. Please try again.'), variant: 'destructive' }),
        },
      );
    },
  };
}
