import type { Collection } from '../api/collections';
import type { SavedDialog } from './saved-dialogs';
import type { SavedActions } from './use-saved-actions';

/**
 * Issue 25 §7: the export buttons open the priced confirmation (ExportConfirmDialog) instead of charging at once; an
 * empty collection or selection still gets the spec's toast straight away.
 */
export function exportRequests(actions: SavedActions, setDialog: (dialog: SavedDialog) => void) {
  const close = () => setDialog(null);
  return {
    collection: (c: Collection) =>
      c.studentCount === 0
        ? actions.exportCollection(c, 0)
        : setDialog({
            kind: 'export',
            request: { scope: { collectionId: c.id }, what: `"${c.name}"`, run: () => actions.exportCollection(c, c.studentCount, close) },
          }),
    selected: (ids: string[], clearSelection: () => void) =>
      ids.length === 0
        ? actions.exportSelected(ids, () => {})
        : setDialog({
            kind: 'export',
            request: {
              scope: { studentIds: ids },
              what: `${ids.length} selected ${ids.length === 1 ? 'student' : 'students'}`,
              run: () =>
                actions.exportSelected(ids, () => {
                  clearSelection();
                  close();
                }),
            },
          }),
  };
}
