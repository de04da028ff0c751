import { useState } from 'react';
import { css } from 'styled-system/css';
import { flex, grid } from 'styled-system/patterns';
import { button, input } from 'styled-system/recipes';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { notify } from '@/components/ui/toaster';
import { serverMessage } from '@/lib/api-error';
import { formatDay } from '@/lib/dates';
import { useUpdateMembership } from '../api/website-users';
import type { User } from './users-table';

/** yyyy-mm-dd of a date in the admin's own calendar (what an <input type="date"> reads and writes) */
const dayOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const inMonths = (months: number) => {
  const date = new Date();
  date.setMonth(date.getMonth() + months);
  return dayOf(date);
};
const CHOICES = [
  { label: '1 month', months: 1 },
  { label: '3 months', months: 3 },
  { label: '6 months', months: 6 },
  { label: '1 year', months: 12 },
] as const;

/**
 * Issue 25 §9: premium is granted with its expiry in view and chosen (one year by default), then confirmed; it ends at
 * the end of the chosen day.
 */
export function UpgradeDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const [until, setUntil] = useState(inMonths(12));
  const membership = useUpdateMembership();
  const name = `${user.firstName} ${user.lastName}`;
  const endOfDay = new Date(`${until}T23:59:59`);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(until) && endOfDay.getTime() > Date.now();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    try {
      await membership.mutateAsync({ path: { id: user.id }, body: { membershipType: 'premium', expiresAt: endOfDay.toISOString() } });
      notify({ title: 'Membership updated successfully!', description: `${name} is premium until ${formatDay(endOfDay)}.`, variant: 'success' });
      onClose();
    } catch (error) {
      notify({ title: 'Error', description: serverMessage(error, 'Failed to update membership'), variant: 'destructive' });
    }
  };
  return (
    <Dialog
      open
      onOpenChange={onClose}
      title={`Upgrade ${name} to Premium`}
      description="Premium members see every contact without unlocking and export for free; saving still costs credits. On the expiry date the account returns to free."
    >
      <form method="post" onSubmit={submit} className={grid({ gap: '4' })}>
        <fieldset className={flex({ gap: '2', wrap: 'wrap' })}>
          <legend className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '2' })}>Premium for</legend>
          {CHOICES.map((choice) => (
            <button
              key={choice.label}
              type="button"
              aria-pressed={until === inMonths(choice.months)}
              className={button({ size: 'sm', variant: until === inMonths(choice.months) ? 'solid' : 'outline' })}
              onClick={() => setUntil(inMonths(choice.months))}
            >
              {choice.label}
            </button>
          ))}
        </fieldset>
        <Field label="Premium until" error={valid ? undefined : 'Choose a day after today'}>
          <input className={input()} type="date" min={inMonths(0)} value={until} onChange={(e) => setUntil(e.target.value)} />
        </Field>
        <div className={flex({ justify: 'flex-end', gap: '3' })}>
          <button type="button" className={button({ variant: 'ghost' })} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={button()} disabled={membership.isPending || !valid}>
            {valid ? `Upgrade until ${formatDay(endOfDay)}` : 'Upgrade'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
