import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { Dialog } from '@/components/ui/dialog';

type Prices = { unlock: number; save: number };

/** Saving a locked student: unlock only, or unlock and then choose a collection (spec 001 §4). */
export function UnlockRequiredDialog(props: {
  studentName: string | null;
  credits: number;
  prices: Prices;
  pending: boolean;
  onClose: () => void;
  onUnlock: () => void;
  onUnlockAndSave: () => void;
}) {
  const { studentName, credits, prices, pending, onClose, onUnlock, onUnlockAndSave } = props;
  return (
    <Dialog
      open={studentName !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Unlock Required"
      description={`${studentName ?? ''}'s contact details are locked. Unlock them before saving this student to a collection.`}
      footer={
        <>
          <button type="button" className={button({ variant: 'ghost' })} onClick={onClose}>
            Cancel
          </button>
          <button type="button" className={button({ variant: 'outline' })} onClick={onUnlock} disabled={pending || credits < prices.unlock}>
            Unlock Only ({prices.unlock} credit)
          </button>
          <button type="button" className={button()} onClick={onUnlockAndSave} disabled={pending || credits < prices.unlock + prices.save}>
            Unlock &amp; Save ({prices.unlock + prices.save} credits)
          </button>
        </>
      }
    >
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>You have {credits} credits.</p>
    </Dialog>
  );
}

/** Confirms a bulk unlock of the locked students in the selection. */
export function BulkUnlockRequiredDialog(props: { lockedCount: number | null; credits: number; prices: Prices; pending: boolean; onClose: () => void; onConfirm: () => void }) {
  const { lockedCount, credits, prices, pending, onClose, onConfirm } = props;
  const cost = (lockedCount ?? 0) * prices.unlock;
  return (
    <Dialog
      open={lockedCount !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Bulk Unlock Required"
      description={`Unlock the contact details of ${lockedCount} selected students for ${cost} credits? Students you unlocked before are not charged again.`}
      footer={
        <>
          <button type="button" className={button({ variant: 'ghost' })} onClick={onClose}>
            Cancel
          </button>
          <button type="button" className={button()} onClick={onConfirm} disabled={pending || credits < cost}>
            Unlock {lockedCount} Students
          </button>
        </>
      }
    >
      <p className={css({ fontSize: 'sm', color: credits < cost ? 'error.default' : 'fg.muted' })}>
        You have {credits} credits{credits < cost ? ' — not enough for this selection.' : '.'}
      </p>
    </Dialog>
  );
}

/** Saving a selection that holds locked students: cost = unlocked count + 2 × locked count (spec 001 §9). */
export function BulkUnlockOptionsDialog(props: {
  counts: { locked: number; unlocked: number } | null;
  credits: number;
  prices: Prices;
  pending: boolean;
  onClose: () => void;
  onUnlockOnly: () => void;
  onUnlockAndSave: () => void;
}) {
  const { counts, credits, prices, pending, onClose, onUnlockOnly, onUnlockAndSave } = props;
  const locked = counts?.locked ?? 0;
  const unlocked = counts?.unlocked ?? 0;
  const unlockCost = locked * prices.unlock;
  const saveCost = unlocked * prices.save + locked * (prices.unlock + prices.save);
  return (
    <Dialog
      open={counts !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Bulk Unlock Options"
      description={`${locked} of the selected students are locked. Unlock them, or unlock them and save the whole selection to a collection.`}
      footer={
        <>
          <button type="button" className={button({ variant: 'ghost' })} onClick={onClose}>
            Cancel
          </button>
          <button type="button" className={button({ variant: 'outline' })} onClick={onUnlockOnly} disabled={pending || credits < unlockCost}>
            Unlock Only ({unlockCost} credits)
          </button>
          <button type="button" className={button()} onClick={onUnlockAndSave} disabled={pending || credits < saveCost}>
            Unlock &amp; Save ({saveCost} credits)
          </button>
        </>
      }
    >
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>You have {credits} credits.</p>
    </Dialog>
  );
}
