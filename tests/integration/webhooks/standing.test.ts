import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { createAdmin, createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { caller } from '../collections/helpers';
import { addStudents } from '../leads/student-mother';
import { LOCAL_TARGETS, movableClock, startReceiver } from './receiver';

/**
 * Issue 26 §1, §10: what a delivery shows is decided when it is sent, by the member's standing then, never by the
 * membership stored with the event; a member who is no longer active and verified is sent nothing; an old delivery
 * cannot be redelivered.
 */
const clock = movableClock();
const t = useTestApp({ clock, env: LOCAL_TARGETS });
const api = caller(t);
const receiver = startReceiver();
afterAll(() => receiver.stop());

let admin: { token: string };
let students: string[];
const mobileOf = (i: number) => `97${String(i).padStart(8, '0')}`;
beforeAll(async () => {
  admin = await createAdmin(t.db.orm);
  students = await addStudents(
    t.db.orm,
    Array.from({ length: 9 }, (_, i) => ({ studentName: `Standing ${i}`, mobileNumber: mobileOf(i), emailId: `standing${i}@example.in` })),
  );
});

const newWebhook = async (token: string) => {
  const created = await api.post('/api/website/webhooks', token, { url: receiver.url, events: ['student.unlocked'] });
  expect(created.status).toBe(201);
  return created.body.webhook.id as string;
};
const deliveriesOf = async (token: string, webhookId: string) =>
  (await api.get(`/api/website/webhooks/${webhookId}/deliveries`, token)).body.deliveries as any[];
const sentStudents = () => receiver.received.flatMap((hit) => hit.json.data.students as { id: string; mobileNumber: string; emailId: string }[]);

describe('a delivery shows the students as the member may see them when it is sent (issue 26 §1)', () => {
  it('masks a redelivered premium unlock once the member is downgraded, but for the students they unlocked since', async () => {
    receiver.clear();
    const member = await createMember(t.db.orm, { premium: true, credits: 5 });
    const webhookId = await newWebhook(member.token);
    const five = students.slice(0, 5);
    // free for premium: no unlocked_students row, one delivery queued
    expect((await api.post('/api/website/students/bulk-unlock', member.token, { studentIds: five })).status).toBe(200);
    await t.webhookWorker.runOnce();
    expect(sentStudents().map((s) => s.mobileNumber)).toEqual(five.map((_, i) => mobileOf(i)));
    const [delivery] = await deliveriesOf(member.token, webhookId);

    expect((await api.post(`/api/website-users/${member.id}/upgrade-membership`, admin.token, { membershipType: 'free' })).status).toBe(200);
    expect((await api.patch(`/api/students/${five[1]}`, admin.token, { mobileNumber: '9123456789' })).status).toBe(200);
    // now free, the member unlocks one of the five with a credit: that one they may see in full
    expect((await api.post('/api/website/students/unlock', member.token, { studentId: five[0] })).status).toBe(200);

    receiver.clear();
    const again = await api.post(`/api/website/webhooks/${webhookId}/deliveries/${delivery.id}/redeliver`, member.token);
    expect(again.status).toBe(200);
    await t.webhookWorker.runOnce();
    const unlockHit = receiver.received.find((hit) => hit.headers.get('x-edureach-delivery') === delivery.id)!;
    expect(unlockHit.json.data.studentIds).toEqual(five);
    const shown = new Map((unlockHit.json.data.students as { id: string; mobileNumber: string; emailId: string }[]).map((s) => [s.id, s]));
    expect(shown.get(five[0]!)).toMatchObject({ mobileNumber: mobileOf(0), emailId: 'standing0@example.in' });
    for (const id of five.slice(1)) {
      expect(shown.get(id)!.mobileNumber).toContain('*');
      expect(shown.get(id)!.emailId).toContain('*');
    }
    expect(unlockHit.body).not.toContain('9123456789');
    for (let i = 1; i < 5; i++) expect(unlockHit.body).not.toContain(mobileOf(i));

    // exactly what the API answers the member now
    const listed = await api.get('/api/public/students?search=Standing&limit=100', member.token);
    expect(listed.status).toBe(200);
    const apiView = new Map((listed.body.students as { id: string; mobileNumber: string }[]).map((s) => [s.id, s.mobileNumber]));
    expect(five.map((id) => shown.get(id)!.mobileNumber)).toEqual(five.map((id) => apiView.get(id)!));
  });
});

describe('nothing is sent for a deactivated or unverified member (issue 26 §10)', () => {
  const statusOf = async (deliveryWebhook: string) =>
    (
      await api.sql<{ status: string; last_error: string | null; attempts: number }>(
        'select status, last_error, attempts from webhook_deliveries where webhook_id = ?',
        [deliveryWebhook],
      )
    )[0]!;

  for (const [change, path] of [
    ['deactivated', 'deactivate'],
    ['unverified', 'toggle-verification'],
  ] as const) {
    it(`skips the pending deliveries of a member ${change} after the event, and does not retry them`, async () => {
      receiver.clear();
      const member = await createMember(t.db.orm, { credits: 3 });
      const webhookId = await newWebhook(member.token);
      expect((await api.post('/api/website/students/unlock', member.token, { studentId: students[7] })).status).toBe(200);
      expect((await api.post(`/api/website-users/${member.id}/${path}`, admin.token)).status).toBe(200);

      await t.webhookWorker.runOnce();
      expect(receiver.received).toHaveLength(0);
      expect(await statusOf(webhookId)).toMatchObject({ status: 'failed', last_error: 'Not sent: the account is deactivated or not verified' });
      clock.advance(3 * 3600 * 1000);
      expect(await t.webhookWorker.runOnce()).toBe(0);
      expect(receiver.received).toHaveLength(0);
    });
  }
});

// last: it moves the clock a day on, past every session of this file
describe('redelivery after the retry window (issue 26 §1)', () => {
  it('refuses to redeliver a delivery older than the retry window (409 WEBHOOKS.REDELIVERY_EXPIRED), and sends nothing', async () => {
    receiver.clear();
    const member = await createMember(t.db.orm, { premium: true });
    const webhookId = await newWebhook(member.token);
    await api.post('/api/website/students/bulk-unlock', member.token, { studentIds: students.slice(5, 7) });
    await t.webhookWorker.runOnce();
    const [delivery] = await deliveriesOf(member.token, webhookId);
    expect(delivery.status).toBe('delivered');

    clock.advance(24 * 3600 * 1000 + 60_000);
    receiver.clear();
    const refused = await api.post(`/api/website/webhooks/${webhookId}/deliveries/${delivery.id}/redeliver`, member.token);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: expect.any(String), code: 'WEBHOOKS.REDELIVERY_EXPIRED', message: expect.stringContaining('24 hours') });
    await t.webhookWorker.runOnce();
    expect(receiver.received).toHaveLength(0);
    expect((await deliveriesOf(member.token, webhookId))[0]).toMatchObject({ id: delivery.id, status: 'delivered', attempts: 1 });
  });
});
