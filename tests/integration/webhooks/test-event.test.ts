import { afterAll, describe, expect, it } from 'bun:test';
import { createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { verifySignature } from '@modules/webhooks/application/signature';
import { caller } from '../collections/helpers';
import { LOCAL_TARGETS, movableClock, startReceiver } from './receiver';

/** Issue 25 §10: "Send test event" posts a signed webhook.test to one webhook now, charges nothing, and is logged. */
const clock = movableClock();
const t = useTestApp({ clock, env: LOCAL_TARGETS });
const api = caller(t);
const receiver = startReceiver();
afterAll(() => receiver.stop());

const newWebhook = async (token: string) => (await api.post('/api/website/webhooks', token, { url: receiver.url, events: ['collection.exported'] })).body;
const balance = async (memberId: string) =>
  (
    await t.db.orm.em
      .fork()
      .execute<{ credits: number }[]>(
        'select c.credits from institution_credits c join website_users w on w.institution_id = c.institution_id where w.id = ?',
        [memberId],
      )
  )[0]!.credits;

describe('send a test event (POST /api/website/webhooks/{id}/test)', () => {
  it('sends a signed webhook.test delivery at once, whatever events the webhook takes, logs it and charges nothing', async () => {
    receiver.clear();
    const member = await createMember(t.db.orm, { credits: 5 });
    const { secret, webhook } = await newWebhook(member.token);
    const sent = await api.post(`/api/website/webhooks/${webhook.id}/test`, member.token);
    expect(sent.status).toBe(200);
    expect(sent.body.delivery).toMatchObject({ eventType: 'webhook.test', status: 'delivered', attempts: 1, lastStatusCode: 200 });
    expect(sent.body.message).toMatch(/^Test event delivered: your server answered 200 in \d+ ms\.$/);

    expect(receiver.received).toHaveLength(1);
    const [hit] = receiver.received;
    const now = Math.floor(clock.now().getTime() / 1000);
    expect(verifySignature(secret, hit!.headers.get('x-edureach-signature')!, hit!.body, now)).toBe(true);
    expect(hit!.headers.get('x-edureach-event')).toBe('webhook.test');
    expect(hit!.headers.get('x-edureach-delivery')).toBe(sent.body.delivery.id);
    expect(hit!.json).toMatchObject({ id: sent.body.delivery.eventId, type: 'webhook.test', data: { studentIds: [], students: [] } });

    const log = (await api.get(`/api/website/webhooks/${webhook.id}/deliveries`, member.token)).body.deliveries;
    expect(log).toEqual([sent.body.delivery]);
    expect(await balance(member.id)).toBe(5);
    // the worker has nothing to send again
    expect(await t.webhookWorker.runOnce()).toBe(0);
    expect(receiver.received).toHaveLength(1);
  });

  it('reports a receiver that fails, once, without retrying it on its own; Redeliver sends it again', async () => {
    receiver.clear();
    const member = await createMember(t.db.orm);
    const { webhook } = await newWebhook(member.token);
    receiver.answerNext(500);
    const sent = await api.post(`/api/website/webhooks/${webhook.id}/test`, member.token);
    expect(sent.status).toBe(200);
    expect(sent.body.delivery).toMatchObject({ status: 'failed', lastStatusCode: 500, lastError: 'Answered 500', nextAttemptAt: null });
    expect(sent.body.message).toContain('Test event not delivered: Answered 500');
    clock.advance(60 * 60_000);
    expect(await t.webhookWorker.runOnce()).toBe(0);
    const again = await api.post(`/api/website/webhooks/${webhook.id}/deliveries/${sent.body.delivery.id}/redeliver`, member.token);
    expect(again.status).toBe(200);
    expect(await t.webhookWorker.runOnce()).toBe(1);
    expect(receiver.received.map((hit) => hit.json.type)).toEqual(['webhook.test', 'webhook.test']);
  });

  it("answers 404 WEBHOOKS.NOT_FOUND for another member's webhook, and refuses API keys (403)", async () => {
    receiver.clear();
    const owner = await createMember(t.db.orm);
    const other = await createMember(t.db.orm);
    const { webhook } = await newWebhook(owner.token);
    const stranger = await api.post(`/api/website/webhooks/${webhook.id}/test`, other.token);
    expect(stranger).toMatchObject({ status: 404, body: { code: 'WEBHOOKS.NOT_FOUND' } });
    const key = (await api.post('/api/website/api-keys', owner.token, { name: 'CRM', scopes: ['read', 'unlock', 'export'], password: 'Member@12345' })).body
      .key;
    expect((await api.post(`/api/website/webhooks/${webhook.id}/test`, key)).body.code).toBe('API_KEYS.OUT_OF_SCOPE');
    expect(receiver.received).toHaveLength(0);
  });
});
