import { Webhook } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { flex, grid } from 'styled-system/patterns';
import { button, input } from 'styled-system/recipes';
import { Field } from '@/components/ui/field';
import { ShownOnce } from './shown-once';
import { notify } from '@/components/ui/toaster';
import { failureMessage } from '@/lib/api-error';
import { EVENTS, useCreateWebhook, type WebhookEvent } from '../api/webhooks';

/** URL and events; the signing secret is shown here once, with a copy button. */
export function NewWebhookForm() {
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['student.unlocked']);
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const [error, setError] = useState<string | undefined>();

  const toggle = (event: WebhookEvent) => setEvents((list) => (list.includes(event) ? list.filter((e) => e !== event) : [...list, event]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim()) return setError('A URL is required');
    if (events.length === 0) return setError('Choose at least one event');
    setError(undefined);
    try {
      const answer = await create.mutateAsync({ body: { url: url.trim(), events } });
      setCreated({ url: answer.webhook.url, secret: answer.secret });
      setUrl('');
      notify({ title: 'Webhook added', description: answer.message, variant: 'success' });
    } catch (failure) {
      setError(failureMessage(failure, 'Failed to add the webhook'));
    }
  };

  return (
    <div className={flex({ direction: 'column', gap: '4' })}>
      {created ? (
        <ShownOnce warning={`Copy the signing secret for ${created.url} now: it will not be shown again.`} value={created.secret} testId="new-webhook-secret" />
      ) : null}
      <form method="post" aria-label="New webhook" onSubmit={(event) => void submit(event)} className={grid({ gap: '4' })}>
        <Field label="Payload URL" required error={error} hint="We POST each event here, signed with the secret shown once after you add it.">
          <input
            className={input()}
            type="url"
            value={url}
            maxLength={2000}
            placeholder="https://crm.example.in/hooks/edureach"
            onChange={(event) => setUrl(event.target.value)}
          />
        </Field>
        <fieldset className={flex({ direction: 'column', gap: '2' })}>
          <legend className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '1' })}>Events</legend>
          {(Object.keys(EVENTS) as WebhookEvent[]).map((name) => (
            <label key={name} className={css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm' })}>
              <input type="checkbox" checked={events.includes(name)} onChange={() => toggle(name)} /> {EVENTS[name]}
            </label>
          ))}
        </fieldset>
        <div>
          <button type="submit" className={button()} disabled={create.isPending}>
            <Webhook size={16} aria-hidden /> Add webhook
          </button>
        </div>
      </form>
    </div>
  );
}
