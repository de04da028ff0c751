import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { createMember } from '@support/auth';
import { createTestApp, useTestApp } from '@support/test-app';
import { verifySignature } from '@modules/webhooks/application/signature';
import { caller } from '../collections/helpers';
import { addStudents } from '../leads/student-mother';
import { LOCAL_TARGETS, movableClock, startReceiver } from './receiver';

/** Issue 17 §2: signed webhooks, delivered from the outbox by the worker to a real receiver on a local port. */
const clock = movableClock();
const t = useTestApp({ clock, env: LOCAL_TARGETS });
const api = caller(t);
const receiver = startReceiver();
afterAll(() => receiver.stop());

let students: string[];
beforeAll(async () => {
  students = await addStudents(
    t.db.orm,
    Array.from({ length: 16 }, (_, i) => ({ studentName: `Hooked ${i}`, mobileNumber: `98${String(i).padStart(8, '0')}`, emailId: `hooked${i}@example.in` })),
  );
});

const newWebhook = async (token: string, events: string[] = ['student.unlocked']) => {
  const created = await api.post('/api/website/webhooks', token, { url: receiver.url, events });
  expect(created.status).toBe(201);
  return created.body as { secret: string; webhook: { id: string } };
};
const deliveries = async (token: string, webhookId: string) => (await api.get(`/api/website/webhooks/${webhookId}/deliveries`, token)).body.deliveries as any[];
const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

describe('webhook deliveries', () => {
  it('sends an unlock, signed with the secret shown once, carrying the contact the member unlocked', async () => {
    receiver.clear();
    const member = await createMember(t.db.orm, { credits: 10 });
    const { secret, webhook } = await newWebhook(member.token);
    expect(secret).toMatch(/^whsec_/);
    expect(JSON.stringify((await api.get('/api/website/webhooks', member.token)).body)).not.toContain(secret);

    expect((await api.post('/api/website/students/unlock', member.token, { studentId: students[0] })).status).toBe(200);
    // in the outbox before anything is sent
    expect((await deliveries(member.token, webhook.id)).map((d) => d.status)).toEqual(['pending']);
    expect(await t.webhookWorker.runOnce()).toBe(1);

    expect(receiver.received).toHaveLength(1);
    const [hit] = receiver.received;
    expect(verifySignature(secret, hit!.headers.get('x-edureach-signature')!, hit!.body, nowSeconds())).toBe(true);
    expect(verifySignature(secret, hit!.headers.get('x-edureach-signature')!, hit!.body.replace('Hooked', 'Hacked'), nowSeconds())).toBe(false);
    expect(hit!.headers.get('x-edureach-event')).toBe('student.unlocked');
    expect(hit!.json.type).toBe('student.unlocked');
    expect(hit!.json.data.studentIds).toEqual([students[0]]);
    expect(hit!.json.data.students[0]).toMatchObject({ id: students[0], mobileNumber: '9800000000', emailId: 'hooked0@example.in' });

    const [delivery] = await deliveries(member.token, webhook.id);
    expect(delivery).toMatchObject({ id: hit!.headers.get('x-edureach-delivery'), status: 'delivered', attempts: 1, lastStatusCode: 200 });
    expect(delivery.lastLatencyMs).toBeGreaterThanOrEqual(0);
  });

  it('retries a failed delivery later, with backoff, and gives up after 24 hours', async () => {
    receiver.clear();
    const member = await createMember(t.db.orm, { credits: 10 });
    const { webhook } = await newWebhook(member.token);
    receiver.answerNext(500);
    await api.post('/api/website/students/unlock', member.token, { studentId: students[1] });
    await t.webhookWorker.runOnce();
    let [delivery] = await deliveries(member.token, webhook.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500, lastError: 'Answered 500' });
    // not due yet: nothing is sent again
    expect(await t.webhookWorker.runOnce()).toBe(0);
    clock.advance(new Date(delivery.nextAttemptAt).getTime() - clock.now().getTime() + 1);
    await t.webhookWorker.runOnce();
    [delivery] = await deliveries(member.token, webhook.id);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200 });
    expect(receiver.received.map((r) => r.headers.get('x-edureach-delivery'))).toEqual([delivery.id, delivery.id]);

    // a receiver that never answers 2xx: attempts until the 24 hours are over, then failed
    receiver.clear();
    receiver.answerNext(...Array(100).fill(503));
    await api.post('/api/website/students/unlock', member.token, { studentId: students[2] });
    const started = clock.now().getTime();
    await t.webhookWorker.runOnce();
    for (let round = 0; round < 60; round++) {
      [delivery] = await deliveries(member.token, webhook.id);
      if (delivery.status !== 'pending') break;
      clock.advance(new Date(delivery.nextAttemptAt).getTime() - clock.now().getTime() + 1);
      await t.webhookWorker.runOnce();
    }
    expect(delivery).toMatchObject({ status: 'failed', lastStatusCode: 503 });
    expect(delivery.attempts).toBe(receiver.received.length);
    expect(delivery.attempts).toBeGreaterThan(10);
    expect(new Date(delivery.lastAttemptAt).getTime() - started).toBeLessThanOrEqual(24 * 3600 * 1000);

    // redeliver: pending again, sent on the next round
    receiver.clear();
    const again = await api.post(`/api/website/webhooks/${webhook.id}/deliveries/${delivery.id}/redeliver`, member.token);
    expect(again.status).toBe(200);
    expect(again.body.delivery.status).toBe('pending');
    await t.webhookWorker.runOnce();
    expect(receiver.received.map((r) => r.headers.get('x-edureach-delivery'))).toEqual([delivery.id]);
    expect((await deliveries(member.token, webhook.id))[0]).toMatchObject({ id: delivery.id, status: 'delivered' });
  });

  it('writes nothing when the unlock fails, and nothing for events the webhook did not ask for', async () => {
    const member = await createMember(t.db.orm, { credits: 0 });
    const { webhook } = await newWebhook(member.token);
    expect((await api.post('/api/website/students/unlock', member.token, { studentId: students[3] })).status).toBe(402);
    const exportsOnly = await newWebhook(member.token, ['collection.exported']);
    expect(await deliveries(member.token, webhook.id)).toEqual([]);
    expect(await deliveries(member.token, exportsOnly.webhook.id)).toEqual([]);
  });

  it('sends an export once, with the exported students as the API shows them (a retry with the same key sends nothing again)', async () => {
    receiver.clear();
    const member = await createMember(t.db.orm, { credits: 10 });
    await newWebhook(member.token, ['collection.exported']);
    await api.post('/api/website/students/unlock', member.token, { studentId: students[4] });
    expect((await api.post('/api/website/saved-students', member.token, { studentId: students[4] })).status).toBe(200);
    const exportOnce = () =>
      t.handle('/api/website/saved-students/export', {
        method: 'POST',
        token: member.token,
        json: { studentIds: [students[4]] },
        headers: { 'idempotency-key': 'hook-export-1' },
      });
    expect((await exportOnce()).status).toBe(200);
    expect((await exportOnce()).status).toBe(200);
    await t.webhookWorker.runOnce();
    expect(receiver.received.map((r) => r.json.type)).toEqual(['collection.exported']);
    const { data } = receiver.received[0]!.json;
    expect(data).toMatchObject({ studentIds: [students[4]], collectionId: null });
    expect(data.students[0]).toMatchObject({ id: students[4], mobileNumber: '9800000004', emailId: 'hooked4@example.in' });
    expect(data.isPremium).toBeUndefined();
  });

  it('delivers from the outbox after a restart, and two workers never send one delivery twice', async () => {
    receiver.clear();
    const member = await createMember(t.db.orm, { credits: 20 });
    const { webhook } = await newWebhook(member.token);
    for (const id of students.slice(6, 16)) await api.post('/api/website/students/unlock', member.token, { studentId: id });
    // "restart": two fresh app instances on the same database, as two server copies after a deploy
    const first = await createTestApp({ db: t.db, clock, env: LOCAL_TARGETS });
    const second = await createTestApp({ db: t.db, clock, env: LOCAL_TARGETS });
    try {
      const rounds = await Promise.all([first.webhookWorker.runOnce(), second.webhookWorker.runOnce(), first.webhookWorker.runOnce()]);
      expect(rounds.reduce((a, b) => a + b, 0)).toBe(10);
    } finally {
      await second.close();
      await first.close();
    }
    const ids = receiver.received.map((r) => r.headers.get('x-edureach-delivery'));
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    expect((await deliveries(member.token, webhook.id)).every((d) => d.status === 'delivered' && d.attempts === 1)).toBe(true);
  });
});
