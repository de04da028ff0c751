import { afterAll, describe, expect, it } from 'bun:test';
import { createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { edureachWebhookHandler } from '../../../docs/examples/verify-webhook';
import { addStudents } from '../leads/student-mother';
import { LOCAL_TARGETS } from './receiver';

/** docs/examples/verify-webhook.ts receives real deliveries on a local port, so the documented recipe cannot rot. */
const t = useTestApp({ env: LOCAL_TARGETS });
const events: { id: string; type: string; data: any }[] = [];
let secret = '';
const server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: (request) => edureachWebhookHandler(secret, (event) => events.push(event))(request) });
afterAll(() => server.stop(true));

describe('docs/examples/verify-webhook.ts', () => {
  it('accepts a signed delivery, and a tampered secret is refused (and retried)', async () => {
    const [student] = await addStudents(t.db.orm, [{ studentName: 'Verified Receiver', mobileNumber: '9876512345' }]);
    const member = await createMember(t.db.orm, { credits: 5 });
    const post = (path: string, json: unknown) => t.handle(path, { method: 'POST', token: member.token, json });
    const created = await (await post('/api/website/webhooks', { url: `http://127.0.0.1:${server.port}/`, events: ['student.unlocked'] })).json();

    secret = 'whsec_not-the-right-one';
    await post('/api/website/students/unlock', { studentId: student });
    await t.webhookWorker.runOnce();
    expect(events).toEqual([]);
    const [refused] = (await (await t.handle(`/api/website/webhooks/${created.webhook.id}/deliveries`, { token: member.token })).json()).deliveries;
    expect(refused).toMatchObject({ status: 'pending', lastStatusCode: 401 });

    secret = created.secret;
    await post(`/api/website/webhooks/${created.webhook.id}/deliveries/${refused.id}/redeliver`, {});
    await t.webhookWorker.runOnce();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'student.unlocked', data: { studentIds: [student] } });
    expect(events[0]!.data.students[0].mobileNumber).toBe('9876512345');
  });
});
