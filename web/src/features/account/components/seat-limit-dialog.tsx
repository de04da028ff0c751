import { useEffect, useState, type FormEvent } from 'react';
import { flex } from 'styled-system/patterns';
import { button, input } from 'styled-system/recipes';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { notify } from '@/components/ui/toaster';
import { failureMessage } from '@/lib/api-error';
import { type Seat, useSetSeatLimit } from '../api/team';

const MAX_LIMIT = 10_000_000;

/** A seat's monthly limit (ADR 0021): credits it may take from the pool per calendar month; empty means no limit. */
export function SeatLimitDialog({ seat, onClose }: { seat: Seat | null; onClose: () => void }) {
  const setLimit = useSetSeatLimit();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    setValue(seat?.monthlyLimit != null ? String(seat.monthlyLimit) : '');
    setError(undefined);
  }, [seat]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!seat) return;
    const text = value.trim();
    if (text !== '' && !(/^\d+$/.test(text) && Number(text) <= MAX_LIMIT))
      return setError(`Enter a whole number from 0 to ${MAX_LIMIT.toLocaleString('en-IN')}, or leave it empty`);
    const monthlyLimit = text === '' ? null : Number(text);
    try {
      await setLimit.mutateAsync({ path: { memberId: seat.id }, body: { monthlyLimit } });
      notify({
        title: monthlyLimit === null ? 'Limit removed' : 'Limit set',
        description: monthlyLimit === null ? `${seat.name} has no monthly limit.` : `${seat.name} may use ${monthlyLimit} credits a month.`,
        variant: 'success',
      });
      onClose();
    } catch (failure) {
      setError(failureMessage(failure, 'Failed to set the limit'));
    }
  };

  const spent = seat?.spentThisMonth;
  return (
    <Dialog
      open={seat !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Monthly credit limit"
      description={seat ? `How many credits ${seat.name} may take from your institution's pool each calendar month.` : ''}
    >
      <form
        method="post"
        aria-label="Monthly credit limit"
        noValidate
        onSubmit={(event) => void submit(event)}
        className={flex({ direction: 'column', gap: '4' })}
      >
        <Field label="Credits per month" error={error} hint={`Leave empty for no limit.${spent != null ? ` Used this month: ${spent}.` : ''}`}>
          <input
            className={input()}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_LIMIT}
            step={1}
            placeholder="No limit"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </Field>
        <div className={flex({ gap: '2', justify: 'flex-end' })}>
          <button type="button" className={button({ variant: 'ghost' })} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={button()} disabled={setLimit.isPending}>
            Save limit
          </button>
        </div>
      </form>
    </Dialog>
  );
}
