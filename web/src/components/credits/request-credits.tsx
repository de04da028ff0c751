import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { grid, hint } from 'styled-system/patterns';
import { button, input } from 'styled-system/recipes';
import { getOpenCreditRequestOptions, getOpenCreditRequestQueryKey, requestCreditsMutation } from '@/api/@tanstack/react-query.gen';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { notify } from '@/components/ui/toaster';
import { serverMessage } from '@/lib/api-error';
import { formatDay } from '@/lib/dates';

/**
 * Issue 25 §3: the one next step for a member out of credits, until credits can be bought: ask the admins. Shows
 * "Credits requested on …" once a request is open (the server keeps one at a time).
 */
export function RequestCreditsAction({ enabled = true }: { enabled?: boolean }) {
  const queryClient = useQueryClient();
  const open = useQuery({ ...getOpenCreditRequestOptions(), enabled, staleTime: 30_000 });
  const send = useMutation({
    ...requestCreditsMutation(),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: getOpenCreditRequestQueryKey() }),
  });
  const [dialogOpen, setDialogOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();

  const pending = open.data?.request;
  if (pending)
    return (
      <span className={hint()} data-testid="credit-request-open">
        Credits requested on {formatDay(pending.createdAt)}: an admin will add them and let you know.
      </span>
    );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const wanted = amount.trim() === '' ? null : Number(amount);
    if (wanted !== null && (!Number.isInteger(wanted) || wanted < 1 || wanted > 100_000)) {
      setError('Ask for a whole number of credits, from 1 to 1,00,000');
      return;
    }
    setError(undefined);
    try {
      await send.mutateAsync({ body: { creditsWanted: wanted, message: message.trim() || null } });
      notify({ title: 'Credits requested', description: 'The admins have your request and will add credits to your account.', variant: 'success' });
      setDialogOpen(false);
    } catch (failure) {
      notify({ title: 'Request not sent', description: serverMessage(failure, 'Your request could not be sent. Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <>
      <button type="button" className={button({ size: 'sm' })} onClick={() => setDialogOpen(true)}>
        <Send size={14} aria-hidden /> Request credits
      </button>
      <Dialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        title="Request credits"
        description="The admins receive your request and add credits to your account. Both fields are optional."
        footer={
          <>
            <button type="button" className={button({ variant: 'ghost' })} onClick={() => setDialogOpen(false)}>
              Cancel
            </button>
            <button type="submit" form="request-credits-form" className={button()} disabled={send.isPending}>
              Send request
            </button>
          </>
        }
      >
        <form id="request-credits-form" method="post" onSubmit={submit} noValidate className={grid({ gap: '4' })}>
          <Field label="Credits wanted" error={error}>
            <input className={input()} type="number" inputMode="numeric" min={1} max={100000} value={amount} onChange={(e) => setAmount(e.target.value)} />
          </Field>
          <Field label="Message to the admins">
            <textarea className={input()} rows={3} maxLength={500} value={message} onChange={(e) => setMessage(e.target.value)} />
          </Field>
        </form>
      </Dialog>
    </>
  );
}
