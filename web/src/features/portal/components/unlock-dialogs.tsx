import { css } from 'styled-system/css';
import { hint } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { creditsText } from '@/components/credits/balance-after';
import { Dialog } from '@/components/ui/dialog';
import { failureMessage } from '@/lib/api-error';
import { useSaveQuote } from '../api/save-quote';
import type { StudentLead } from '../api/students';
import { MinorLockedNotice } from './minor-notice';
import { plural } from '@/lib/plural';

/**
 * The server's price for unlocking and saving `studentIds` (what the calls will charge): the labels say "…" until
 * it arrives, and a button is disabled while its price is unknown or above the balance.
 */
function usePrices(studentIds: string[] | null, balance: number) {
  const quote = useSaveQuote(studentIds);
  const label = (n: number | undefined) => (n === undefined ? '…' : creditsText(n));
  const affordable = (n: number | undefined) => n !== undefined && n <= balance;
  return { quote, label, affordable, problem: quote.isError ? failureMessage(quote.error, 'Could not work out the price. Please try again.') : null };
}

type After = { label: string; cost: number | undefined };

/** The balance, and (issue 25 §7) what each button leaves of it, before the click. */
function Balance({ balance, short, problem, after = [] }: { balance: number; short: boolean; problem: string | null; after?: After[] }) {
  const known = after.filter((option): option is { label: string; cost: number } => option.cost !== undefined && option.cost <= balance);
  return (
    <>
      <p className={css({ fontSize: 'sm', color: short ? 'error.default' : 'fg.muted' })} data-testid="balance-after">
        You have {creditsText(balance)}
        {short
          ? ' — not enough for this.'
          : known.length > 0
            ? `; after ${known.map((option) => `${option.label}: ${balance - option.cost}`).join(', ')}.`
            : '.'}
      </p>
      {problem ? (
        <p role="alert" className={css({ fontSize: 'sm', color: 'error.default', mt: '2' })}>
          {problem}
        </p>
      ) : null}
    </>
  );
}

/** Saving a locked student: unlock only, or unlock and then choose a collection (spec 001 §4). */
export function UnlockRequiredDialog(props: {
  student: { id: string; studentName: string; minor?: StudentLead['minor'] } | null;
  credits: number;
  pending: boolean;
  onClose: () => void;
  onUnlock: () => void;
  onUnlockAndSave: () => void;
}) {
  const { student, credits: balance, pending, onClose, onUnlock, onUnlockAndSave } = props;
  // issue 16: a minor without a guardian's consent cannot be unlocked; the dialog says why instead of offering it
  const minorLocked = student?.minor === 'consent_required';
  const { quote, label, affordable, problem } = usePrices(student && !minorLocked ? [student.id] : null, balance);
  return (
    <Dialog
      open={student !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Unlock Required"
      description={`${student?.studentName ?? ''}'s contact details are locked. Unlock them before saving this student to a collection.`}
      footer={
        <>
          <button type="button" className={button({ variant: 'ghost' })} onClick={onClose}>
            Cancel
          </button>
          {minorLocked ? null : (
            <>
              <button type="button" className={button({ variant: 'outline' })} onClick={onUnlock} disabled={pending || !affordable(quote.data?.unlockCredits)}>
                Unlock Only ({label(quote.data?.unlockCredits)})
              </button>
              <button type="button" className={button()} onClick={onUnlockAndSave} disabled={pending || !affordable(quote.data?.totalCredits)}>
                Unlock &amp; Save ({label(quote.data?.totalCredits)})
              </button>
            </>
          )}
        </>
      }
    >
      {minorLocked ? (
        <MinorLockedNotice />
      ) : (
        <Balance
          balance={balance}
          short={quote.data !== undefined && !affordable(quote.data.unlockCredits)}
          problem={problem}
          after={[
            { label: 'unlocking', cost: quote.data?.unlockCredits },
            { label: 'unlocking and saving', cost: quote.data?.totalCredits },
          ]}
        />
      )}
    </Dialog>
  );
}

/** Confirms a bulk unlock of the locked students in the selection. */
export function BulkUnlockRequiredDialog(props: { lockedIds: string[] | null; credits: number; pending: boolean; onClose: () => void; onConfirm: () => void }) {
  const { lockedIds, credits: balance, pending, onClose, onConfirm } = props;
  const { quote, label, affordable, problem } = usePrices(lockedIds, balance);
  const count = lockedIds?.length ?? 0;
  return (
    <Dialog
      open={lockedIds !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Bulk Unlock Required"
      description={`Unlock the contact details of ${plural(count, 'selected student')} for ${label(quote.data?.unlockCredits)}? Students you unlocked before are not charged again.`}
      footer={
        <>
          <button type="button" className={button({ variant: 'ghost' })} onClick={onClose}>
            Cancel
          </button>
          <button type="button" className={button()} onClick={onConfirm} disabled={pending || !affordable(quote.data?.unlockCredits)}>
            {count === 1 ? 'Unlock 1 Student' : `Unlock ${count} Students`}
          </button>
        </>
      }
    >
      <Balance
        balance={balance}
        short={quote.data !== undefined && !affordable(quote.data.unlockCredits)}
        problem={problem}
        after={[{ label: 'this unlock', cost: quote.data?.unlockCredits }]}
      />
    </Dialog>
  );
}

/**
 * Saving a selection that holds locked students: unlock them only, or unlock them and save the selection.
 * Spec 001 §9 prices a mixed selection as unlocked + 2 × locked; students already saved are not charged again,
 * so the price shown is the server's quote, which counts them out.
 */
export function BulkUnlockOptionsDialog(props: {
  selection: { ids: string[]; locked: number } | null;
  credits: number;
  pending: boolean;
  onClose: () => void;
  onUnlockOnly: () => void;
  onUnlockAndSave: () => void;
}) {
  const { selection, credits: balance, pending, onClose, onUnlockOnly, onUnlockAndSave } = props;
  const { quote, label, affordable, problem } = usePrices(selection?.ids ?? null, balance);
  const alreadySaved = quote.data?.alreadySaved ?? 0;
  return (
    <Dialog
      open={selection !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Bulk Unlock Options"
      description={`${selection?.locked === 1 ? '1 of the selected students is' : `${selection?.locked ?? 0} of the selected students are`} locked. Unlock ${selection?.locked === 1 ? 'it' : 'them'}, or unlock and save the whole selection to a collection.`}
      footer={
        <>
          <button type="button" className={button({ variant: 'ghost' })} onClick={onClose}>
            Cancel
          </button>
          <button type="button" className={button({ variant: 'outline' })} onClick={onUnlockOnly} disabled={pending || !affordable(quote.data?.unlockCredits)}>
            Unlock Only ({label(quote.data?.unlockCredits)})
          </button>
          <button type="button" className={button()} onClick={onUnlockAndSave} disabled={pending || !affordable(quote.data?.totalCredits)}>
            Unlock &amp; Save ({label(quote.data?.totalCredits)})
          </button>
        </>
      }
    >
      {alreadySaved > 0 ? (
        <p className={hint({ mb: '2' })}>
          {alreadySaved === 1 ? '1 selected student is' : `${alreadySaved} selected students are`} already saved and cost nothing to save again.
        </p>
      ) : null}
      <Balance
        balance={balance}
        short={quote.data !== undefined && !affordable(quote.data.unlockCredits)}
        problem={problem}
        after={[
          { label: 'unlocking', cost: quote.data?.unlockCredits },
          { label: 'unlocking and saving', cost: quote.data?.totalCredits },
        ]}
      />
    </Dialog>
  );
}
