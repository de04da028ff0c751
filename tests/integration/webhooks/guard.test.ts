import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { caller } from '../collections/helpers';
import { addStudents } from '../leads/student-mother';
import { startReceiver } from './receiver';

/** An app configured as staging or a developer's machine without the setting: no WEBHOOKS_ALLOW_PRIVATE_TARGETS. */
const t = useTestApp();
const api = caller(t);
const receiver = startReceiver();
afterAll(() => receiver.stop());

let student: string;
beforeAll(async () => {
  [student] = await addStudents(t.db.orm, [{ studentName: 'Guarded', mobileNumber: '9611111111', emailId: 'guarded@example.in' }]);
});

/** A public literal: passes the guard without a name to resolve; nothing is ever sent to it here. */
const PUBLIC_TARGET = 'https://[2606:4700:4700::1111]/hooks/edureach';

describe('the SSRF guard is on unless WEBHOOKS_ALLOW_PRIVATE_TARGETS says otherwise (issue 26 §8)', () => {
  it('refuses local and private targets at creation, whatever NODE_ENV', async () => {
    expect(t.config.env).toBe('test');
    const member = await createMember(t.db.orm);
    const port = new URL(receiver.url).port;
    for (const [url, message] of [
      [receiver.url, 'The URL must start with https://'],
      [`https://127.0.0.1:${port}/hooks`, 'The URL must point to a public address'],
      [`https://localhost:${port}/hooks`, 'The URL must point to a public host'],
      ['https://169.254.169.254/latest/meta-data', 'The URL must point to a public address'],
      ['https://[::ffff:0:127.0.0.1]/x', 'The URL must point to a public address'],
      ['https://[64:ff9b:1::a9fe:a9fe]/x', 'The URL must point to a public address'],
      ['https://[2002:a9fe:a9fe::]/x', 'The URL must point to a public address'],
      ['https://[100::1]/x', 'The URL must point to a public address'],
    ]) {
      const created = await api.post('/api/website/webhooks', member.token, { url, events: ['student.unlocked'] });
      expect([url, created.status, created.body.code, created.body.message]).toEqual([url, 400, 'WEBHOOKS.URL_NOT_ALLOWED', message]);
    }
    expect((await api.get('/api/website/webhooks', member.token)).body.webhooks).toEqual([]);
  });

  it('sends nothing to a local target already stored: the attempt is refused before connecting', async () => {
    receiver.clear();
    const member = await createMember(t.db.orm, { credits: 2 });
    const [hook] = await api.sql<{ id: string }>(
      "insert into webhooks (member_id, url, events, secret) values (?, ?, 'student.unlocked', 'whsec_guard') returning id",
      [member.id, receiver.url],
    );
    expect((await api.post('/api/website/students/unlock', member.token, { studentId: student })).status).toBe(200);
    await t.webhookWorker.runOnce();
    expect(receiver.received).toHaveLength(0);
    const [delivery] = (await api.get(`/api/website/webhooks/${hook!.id}/deliveries`, member.token)).body.deliveries;
    expect(delivery).toMatchObject({ lastStatusCode: null, lastError: 'Refused: The URL must start with https://' });
  });
});

describe('the webhook limit under parallel requests (issue 26 §9)', () => {
  it('keeps at most 10 of 30 parallel creates, refusing the rest with 409 WEBHOOKS.TOO_MANY', async () => {
    const member = await createMember(t.db.orm);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => api.post('/api/website/webhooks', member.token, { url: `${PUBLIC_TARGET}?n=${i}`, events: ['student.unlocked'] })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(20).fill(409)]);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.code === 'WEBHOOKS.TOO_MANY')).toBe(true);
    const [kept] = await api.sql<{ n: number }>('select count(*)::int as n from webhooks where member_id = ?', [member.id]);
    expect(kept!.n).toBe(10);
  });
});
