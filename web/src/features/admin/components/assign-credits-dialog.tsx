import { useState } from 'react';
import { flex } from 'styled-system/patterns';
import { button, input } from 'styled-system/recipes';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { notify } from '@/components/ui/toaster';
import { serverMessage } from '@/lib/api-error';
import { useAssignCredits } from '../api/website-users';
import type { User } from './users-table';
import { plural } from '@/lib/plural';

export function AssignCreditsDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const [value, setValue] = useState('0');
  const assign = useAssignCredits();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    // not numeric → 0, never below 0 (spec 001 §5)
    const credits = Math.max(0, Math.floor(Number(value)) || 0);
    try {
      await assign.mutateAsync({ path: { id: user.id }, body: { credits } });
      notify({ title: 'Credits assigned successfully!', variant: 'success' });
      onClose();
    } catch (error) {
      notify({ title: 'Error', description: serverMessage(error, 'Failed to assign credits'), variant: 'destructive' });
    }
  };
  return (
    <Dialog
      open
      onOpenChange={onClose}
      title="Assign Credits"
      description={`${user.firstName} ${user.lastName} has ${plural(user.credits, 'credit')}. The amount is added to the balance.`}
    >
      <form method="post" onSubmit={submit}>
        <Field label="Credits to add">
          <input className={input()} type="number" min={0} step={1} value={value} onChange={(e) => setValue(e.target.value)} />
        </Field>
        <div className={flex({ justify: 'flex-end', gap: '3', mt: '6' })}>
          <button type="button" className={button({ variant: 'ghost' })} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={button()} disabled={assign.isPending}>
            Assign Credits
          </button>
        </div>
      </form>
    </Dialog>
  );
}
