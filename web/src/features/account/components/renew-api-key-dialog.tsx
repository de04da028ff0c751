import { useState, type FormEvent } from 'react';
import { flex } from 'styled-system/patterns';
import { button, input } from 'styled-system/recipes';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { notify } from '@/components/ui/toaster';
import { failureMessage } from '@/lib/api-error';
import { formatDay } from '@/lib/dates';
import { expiryAfter, useRenewApiKey } from '../api/api-keys';

/** Renewing a key (issue 26 §4): 90 more days from today, confirmed with the member's password. */
export function RenewApiKeyDialog({ apiKey, onClose }: { apiKey: { id: string; name: string } | null; onClose: () => void }) {
  const renew = useRenewApiKey();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  const close = () => {
    setPassword('');
    setError(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!apiKey) return;
    if (!password) return setError('Your password is required');
    try {
      const answer = await renew.mutateAsync({ path: { id: apiKey.id }, body: { password } });
      notify({ title: 'API key renewed', description: `“${apiKey.name}” works until ${formatDay(answer.apiKey.expiresAt)}.`, variant: 'success' });
      close();
    } catch (failure) {
      setError(failureMessage(failure, 'Failed to renew the API key'));
    }
  };

  return (
    <Dialog
      open={apiKey !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Renew API key"
      description={apiKey ? `“${apiKey.name}” will work until ${formatDay(expiryAfter(90))} (90 days from today).` : ''}
    >
      <form method="post" aria-label="Renew API key" onSubmit={(event) => void submit(event)} className={flex({ direction: 'column', gap: '4' })}>
        <Field label="Your password" required error={error}>
          <input className={input()} type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
        </Field>
        <div className={flex({ gap: '2', justify: 'flex-end' })}>
          <button type="button" className={button({ variant: 'ghost' })} onClick={close}>
            Cancel
          </button>
          <button type="submit" className={button()} disabled={renew.isPending}>
            Renew
          </button>
        </div>
      </form>
    </Dialog>
  );
}
