import { useCollectionActions } from './use-collection-actions';
import { useExportActions } from './use-export-actions';
import { useSavedStudentActions } from './use-saved-student-actions';

/** Every mutation of the saved-students page with the toasts of spec 001 §8: collections, saved students and exports. */
export function useSavedActions({ isPremium }: { isPremium: boolean }) {
  const { pending: collectionsPending, ...collections } = useCollectionActions();
  const { pending: studentsPending, ...students } = useSavedStudentActions();
  const { pending: exportPending, ...exports } = useExportActions({ isPremium });
  return { pending: { ...collectionsPending, ...studentsPending, ...exportPending }, ...collections, ...students, ...exports };
}

export type SavedActions = ReturnType<typeof useSavedActions>;
