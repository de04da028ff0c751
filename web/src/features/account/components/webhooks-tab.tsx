import { useState } from 'react';
import { css } from 'styled-system/css';
import { flex, hint } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { Badge } from '@/components/ui/badge';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { notify } from '@/components/ui/toaster';
import { failureMessage } from '@/lib/api-error';
import { useRunsIntegrations } from '../api/team';
import { useDeleteWebhook, useWebhooks } from '../api/webhooks';
import { NewWebhookForm } from './new-webhook-form';
import { SendTestEventButton } from './send-test-event-button';
import { WebhookDeliveries } from './webhook-deliveries';

const card = css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '4', display: 'flex', flexDirection: 'column', gap: '3' });

/** Profile › Webhooks (issue 17 §2): add signed webhooks for a CRM, see their deliveries, redeliver, delete. */
export function WebhooksTab({ verified }: { verified: boolean }) {
  const webhooks = useWebhooks({ enabled: verified });
  const manages = useRunsIntegrations(verified);
  const remove = useDeleteWebhook();
  const [open, setOpen] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; url: string } | null>(null);

  if (!verified) return <p className={hint()}>Webhooks are available once an admin has verified your account.</p>;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ path: { id: deleting.id } });
      notify({ title: 'Webhook deleted', description: `Nothing more is sent to ${deleting.url}.`, variant: 'success' });
    } catch (error) {
      notify({ title: 'Delete failed', description: failureMessage(error), variant: 'destructive' });
    }
    setDeleting(null);
  };

  const list = webhooks.data?.webhooks ?? [];
  return (
    <div className={flex({ direction: 'column', gap: '6' })}>
      <p className={hint()}>
        We POST events to your URL, signed in the <code>X-EduReach-Signature</code> header. Contact details are shown as you may see them: in full only for
        students you unlocked. <strong>Send test event</strong> posts a signed <code>webhook.test</code> now, free of charge, to check your receiver (see{' '}
        <a href="/docs/getting-started#verify-a-webhook" className={css({ color: 'primary.default', textDecoration: 'underline' })}>
          Getting started
        </a>
        ).
      </p>
      {manages ? (
        <NewWebhookForm />
      ) : (
        <p className={hint()} data-testid="webhooks-managed-by-team">
          Webhooks belong to your institution: its owner or a manager adds, tests and deletes them. Your unlocks and exports reach them too.
        </p>
      )}
      {webhooks.isPending ? (
        <LoadingState label="Loading your webhooks…" />
      ) : webhooks.isError ? (
        <p role="alert">{failureMessage(webhooks.error, 'Failed to load your webhooks')}</p>
      ) : list.length === 0 ? (
        <EmptyState title="No webhooks yet" description="Webhooks you add appear here with their deliveries." />
      ) : (
        <ul className={flex({ direction: 'column', gap: '3' })} aria-label="Your webhooks">
          {list.map((hook) => (
            <li key={hook.id} className={card} data-testid="webhook-row">
              <div className={flex({ gap: '3', align: 'center', wrap: 'wrap', justify: 'space-between' })}>
                <div className={flex({ direction: 'column', gap: '1', minW: '0' })}>
                  <span className={css({ fontFamily: 'mono', fontSize: 'sm', wordBreak: 'break-all' })}>{hook.url}</span>
                  <span className={css({ display: 'inline-flex', gap: '1', flexWrap: 'wrap' })}>
                    {hook.events.map((event) => (
                      <Badge key={event} tone="brand">
                        {event}
                      </Badge>
                    ))}
                  </span>
                </div>
                <div className={flex({ gap: '2', wrap: 'wrap' })}>
                  {manages ? <SendTestEventButton webhookId={hook.id} onSent={() => setOpen(hook.id)} /> : null}
                  <button
                    type="button"
                    aria-expanded={open === hook.id}
                    className={button({ variant: 'outline', size: 'sm' })}
                    onClick={() => setOpen(open === hook.id ? null : hook.id)}
                  >
                    {open === hook.id ? 'Hide deliveries' : 'Deliveries'}
                  </button>
                  {manages ? (
                    <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => setDeleting({ id: hook.id, url: hook.url })}>
                      Delete
                    </button>
                  ) : null}
                </div>
              </div>
              {open === hook.id ? <WebhookDeliveries webhookId={hook.id} canRedeliver={manages} /> : null}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={() => setDeleting(null)}
        destructive
        title="Delete webhook"
        confirmLabel="Delete"
        onConfirm={() => void confirmDelete()}
        pending={remove.isPending}
        description={deleting ? `Nothing more is sent to ${deleting.url}, and its delivery log is deleted.` : ''}
      />
    </div>
  );
}
