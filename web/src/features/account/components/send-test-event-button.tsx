import { button } from 'styled-system/recipes';
import { notify } from '@/components/ui/toaster';
import { failureMessage } from '@/lib/api-error';
import { useSendTestEvent } from '../api/webhooks';

/**
 * Profile › Webhooks: sends a signed `webhook.test` to this webhook now (issue 25 §10). It costs nothing; the toast says
 * whether the receiver answered 2xx, and the delivery joins the webhook's log.
 */
export function SendTestEventButton({ webhookId, onSent }: { webhookId: string; onSent: () => void }) {
  const send = useSendTestEvent(webhookId);

  const sendTest = async () => {
    try {
      const answer = await send.mutateAsync({ path: { id: webhookId } });
      const delivered = answer.delivery.status === 'delivered';
      notify({
        title: delivered ? 'Test event delivered' : 'Test event not delivered',
        description: answer.message,
        variant: delivered ? 'success' : 'destructive',
      });
      onSent();
    } catch (error) {
      notify({ title: 'Test event not sent', description: failureMessage(error), variant: 'destructive' });
    }
  };

  return (
    <button
      type="button"
      className={button({ variant: 'outline', size: 'sm' })}
      disabled={send.isPending}
      aria-busy={send.isPending}
      title="Sends a signed webhook.test event now. Free: no credits are used."
      onClick={() => void sendTest()}
    >
      {send.isPending ? 'Sending…' : 'Send test event'}
    </button>
  );
}
