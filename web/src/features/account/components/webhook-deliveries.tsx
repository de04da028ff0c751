import { css, cx } from 'styled-system/css';
import { hint, visuallyHidden } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { Badge } from '@/components/ui/badge';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { notify } from '@/components/ui/toaster';
import { failureMessage } from '@/lib/api-error';
import { useRedeliver, useWebhookDeliveries, type WebhookDelivery } from '../api/webhooks';
import { formatDayTime } from '@/lib/dates';

const when = (iso: string | null) => (iso ? formatDayTime(iso) : '–');
const cell = css({ px: '3', py: '2', textAlign: 'left', borderBottomWidth: '1px', borderColor: 'border.default', fontSize: 'sm', verticalAlign: 'top' });
const TONE = { delivered: 'success', failed: 'danger', pending: 'warning', sending: 'brand' } as const;

const lastAnswer = (d: WebhookDelivery) =>
  d.lastStatusCode !== null ? `HTTP ${d.lastStatusCode}` : d.lastError ? d.lastError : d.status === 'pending' ? 'Not sent yet' : '–';

/** One webhook's latest deliveries: status, attempts, last answer and latency, and Redeliver. */
export function WebhookDeliveries({ webhookId, canRedeliver = true }: { webhookId: string; canRedeliver?: boolean }) {
  const deliveries = useWebhookDeliveries(webhookId);
  const redeliver = useRedeliver(webhookId);

  const again = async (deliveryId: string) => {
    try {
      await redeliver.mutateAsync({ path: { id: webhookId, deliveryId } });
      notify({ title: 'Delivery queued again', description: 'It is sent within a few seconds.', variant: 'success' });
    } catch (error) {
      notify({ title: 'Redeliver failed', description: failureMessage(error), variant: 'destructive' });
    }
  };

  if (deliveries.isPending) return <LoadingState label="Loading deliveries…" />;
  if (deliveries.isError) return <p role="alert">{failureMessage(deliveries.error, 'Failed to load the deliveries')}</p>;
  const list = deliveries.data.deliveries;
  if (list.length === 0)
    return <EmptyState title="No deliveries yet" description="Each event you subscribed to appears here once it happens; so does a test event." />;
  return (
    <div className={css({ overflowX: 'auto' })}>
      <table className={css({ w: 'full', borderCollapse: 'collapse', minW: '640px' })}>
        <caption className={visuallyHidden()}>Latest deliveries</caption>
        <thead>
          <tr>
            {['Event', 'Status', 'Attempts', 'Last answer', 'Latency', 'Created', ''].map((header) => (
              <th key={header} scope="col" className={cell}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.map((d) => (
            <tr key={d.id} data-testid="webhook-delivery-row">
              <td className={cx(cell, css({ fontFamily: 'mono' }))}>{d.eventType}</td>
              <td className={cell}>
                <Badge tone={TONE[d.status]}>{d.status}</Badge>
                {d.nextAttemptAt ? <div className={hint({ size: 'xs' })}>next {when(d.nextAttemptAt)}</div> : null}
              </td>
              <td className={cell}>{d.attempts}</td>
              <td className={cell}>{lastAnswer(d)}</td>
              <td className={cell}>{d.lastLatencyMs === null ? '–' : `${d.lastLatencyMs} ms`}</td>
              <td className={cell}>{when(d.createdAt)}</td>
              <td className={cell}>
                {canRedeliver ? (
                  <button
                    type="button"
                    className={button({ variant: 'outline', size: 'sm' })}
                    disabled={d.status === 'sending' || redeliver.isPending}
                    onClick={() => void again(d.id)}
                  >
                    Redeliver
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
