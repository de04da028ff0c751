import { CollectionFormDialog } from '@/components/ui/collection-form-dialog';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { copyName } from '@domain/collections/domain/collection.schema';
import type { Collection } from '../api/collections';
import type { SavedStudent } from '../api/saved-students';
import { ExportConfirmDialog, type ExportRequest } from './export-confirm-dialog';
import { MoveDialog } from './move-dialog';
import { NamePromptDialog } from './name-prompt-dialog';
import { SavedDetailDialog } from './saved-detail-dialog';
import type { SavedActions } from './use-saved-actions';

export type Confirm = { title: string; description: string; label: string; destructive?: boolean; run: () => void };

/** The page's dialogs, one at a time; a student's detail stays open under a confirmation it asked for. */
export type SavedDialog =
  | { kind: 'create' }
  | { kind: 'edit'; collection: Collection }
  | { kind: 'duplicate'; collection: Collection }
  | { kind: 'move' }
  | { kind: 'confirm'; confirm: Confirm }
  | { kind: 'export'; request: ExportRequest }
  | null;

type Props = {
  dialog: SavedDialog;
  setDialog: (dialog: SavedDialog) => void;
  detail: SavedStudent | null;
  closeDetail: () => void;
  actions: SavedActions;
  collections: Collection[];
  byId: Map<string, Collection>;
  showArchived: boolean;
  selectedIds: string[];
  balance: number;
  isPremium: boolean;
  /** a new or duplicated collection becomes the view */
  onShowCollection: (id: string) => void;
  clearSelection: () => void;
  askRemove: (ids: string[], done?: () => void) => void;
};

export function SavedDialogs({
  dialog,
  setDialog,
  detail,
  closeDetail,
  actions,
  collections,
  byId,
  showArchived,
  selectedIds,
  balance,
  isPremium,
  ...on
}: Props) {
  const close = () => setDialog(null);
  const editing = dialog?.kind === 'edit' ? dialog.collection : null;
  const duplicating = dialog?.kind === 'duplicate' ? dialog.collection : null;
  const confirm = dialog?.kind === 'confirm' ? dialog.confirm : null;
  return (
    <>
      <CollectionFormDialog
        open={dialog?.kind === 'create'}
        disableWhileBlank
        pending={actions.pending.create}
        onClose={close}
        onSubmit={(body) =>
          actions.createCollection(body, (c) => {
            close();
            on.onShowCollection(c.id);
          })
        }
      />
      <CollectionFormDialog
        open={editing !== null}
        editing={editing}
        disableWhileBlank
        pending={actions.pending.update}
        onClose={close}
        onSubmit={(body) => editing && actions.updateCollection(editing, body, close)}
      />
      <NamePromptDialog
        open={duplicating !== null}
        initial={duplicating ? copyName(duplicating.name) : ''}
        pending={actions.pending.duplicate}
        onCancel={close}
        onSubmit={(name) =>
          duplicating &&
          actions.duplicateCollection(duplicating, name, (copy) => {
            close();
            on.onShowCollection(copy.id);
          })
        }
      />
      <MoveDialog
        open={dialog?.kind === 'move'}
        count={selectedIds.length}
        collections={collections}
        showArchived={showArchived}
        pending={actions.pending.move}
        onClose={close}
        onMove={(target) =>
          actions.moveStudents(selectedIds, target, () => {
            close();
            on.clearSelection();
          })
        }
      />
      <SavedDetailDialog
        student={detail}
        collectionName={(detail?.collectionId && byId.get(detail.collectionId)?.name) || 'Unknown'}
        targets={collections.filter((c) => showArchived || !c.isArchived)}
        moving={actions.pending.moveOne}
        onMove={(target) => detail && actions.moveStudent(detail.id, target, () => {})}
        savingNotes={actions.pending.notes}
        onClose={closeDetail}
        onSaveNotes={(notes) => detail && actions.saveNotes(detail.id, notes, () => {})}
        onRemove={() => detail && on.askRemove([detail.id], closeDetail)}
      />
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && close()}
        title={confirm?.title ?? ''}
        description={confirm?.description ?? ''}
        confirmLabel={confirm?.label ?? 'Confirm'}
        destructive={confirm?.destructive}
        pending={actions.pending.remove || actions.pending.unsave || actions.pending.archive}
        onConfirm={() => confirm?.run()}
      />
      <ExportConfirmDialog
        request={dialog?.kind === 'export' ? dialog.request : null}
        balance={balance}
        isPremium={isPremium}
        pending={actions.pending.export}
        onClose={close}
      />
    </>
  );
}
