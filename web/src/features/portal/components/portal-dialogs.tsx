import type { StudentLead } from '../api/students';
import { SaveToCollectionDialog } from './save-to-collection-dialog';
import { StudentDetailDialog } from './student-detail-dialog';
import { BulkUnlockOptionsDialog, BulkUnlockRequiredDialog, UnlockRequiredDialog } from './unlock-dialogs';
import type { PortalActions } from './use-portal-actions';

/** The one dialog of the portal open at a time (the collection picker aside, which the actions open). */
export type PortalDialog =
  | { kind: 'detail'; student: StudentLead }
  | { kind: 'unlock-required'; student: StudentLead }
  | { kind: 'bulk-unlock' }
  | { kind: 'bulk-options' }
  | null;

type Props = {
  dialog: PortalDialog;
  onClose: () => void;
  actions: PortalActions;
  rows: StudentLead[];
  /** the selected rows, and the locked ones among them */
  selected: StudentLead[];
  locked: StudentLead[];
  isPremium: boolean;
  balance: number;
  /** false while the balance is loading (the detail dialog then does not call it short) */
  balanceKnown: boolean;
  unlockPrice: number;
  /** after a save from the collection picker */
  onSaved: () => void;
};

/** Spec 001 §4: student detail, Unlock Required, Bulk Unlock Required, Bulk Unlock Options and Save to Collection. */
export function PortalDialogs({ dialog, onClose, actions, rows, selected, locked, isPremium, balance, balanceKnown, unlockPrice, onSaved }: Props) {
  const detail = dialog?.kind === 'detail' ? dialog.student : null;
  const unlockFor = dialog?.kind === 'unlock-required' ? dialog.student : null;
  const lockedIds = locked.map((s) => s.id);
  const saveAfter = (ids: string[]) => () => {
    onClose();
    actions.setSaveTarget(ids);
  };
  return (
    <>
      <StudentDetailDialog
        // the row as it is now: an unlock replaces it with the contact shown
        student={detail ? (rows.find((s) => s.id === detail.id) ?? detail) : null}
        isPremium={isPremium}
        unlockPrice={unlockPrice}
        credits={balanceKnown ? balance : undefined}
        onClose={onClose}
        onUnlock={(student) => actions.unlock(student)}
        unlocking={actions.unlocking}
      />
      <UnlockRequiredDialog
        student={unlockFor}
        credits={balance}
        pending={actions.unlocking}
        onClose={onClose}
        onUnlock={() => unlockFor && actions.unlock(unlockFor, onClose)}
        onUnlockAndSave={() => unlockFor && actions.unlock(unlockFor, saveAfter([unlockFor.id]))}
      />
      <BulkUnlockRequiredDialog
        lockedIds={dialog?.kind === 'bulk-unlock' ? lockedIds : null}
        credits={balance}
        pending={actions.unlocking}
        onClose={onClose}
        onConfirm={() => actions.bulkUnlock(lockedIds, onClose)}
      />
      <BulkUnlockOptionsDialog
        selection={dialog?.kind === 'bulk-options' ? { ids: selected.map((s) => s.id), locked: locked.length } : null}
        credits={balance}
        pending={actions.unlocking}
        onClose={onClose}
        onUnlockOnly={() => actions.bulkUnlock(lockedIds, onClose)}
        onUnlockAndSave={() => actions.bulkUnlock(lockedIds, saveAfter(selected.map((s) => s.id)))}
      />
      <SaveToCollectionDialog
        studentIds={actions.saveTarget}
        credits={balance}
        pending={actions.saving}
        onClose={() => actions.setSaveTarget(null)}
        onSave={(collectionId) => actions.saveTo(collectionId, onSaved)}
      />
    </>
  );
}
