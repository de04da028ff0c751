import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import * as v from 'valibot';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { createWebhooksApi, WEBHOOK_PAYLOADS } from '@modules/webhooks';
import { createAuditTrail } from '@platform/audit/sql-audit-trail';
import { DELIVERY_EVENTS, type DeliveryEventType } from '@modules/webhooks/domain/webhook-events';
import { caller } from '../collections/helpers';
import { addStudents } from '../leads/student-mother';
import { LOCAL_TARGETS, startReceiver } from './receiver';

/**
 * Issue 25 §10: the contract's `webhooks` are what the server really sends. One delivery of each event reaches a
 * receiver, and each body matches its published schema (strict: no field the contract does not name).
 */
const t = useTestApp({ env: LOCAL_TARGETS });
const api = caller(t);
const receiver = startReceiver();
afterAll(() => receiver.stop());
const contract = JSON.parse(readFileSync(join(import.meta.dir, '../../../openapi/openapi.json'), 'utf8'));

let students: string[];
beforeAll(async () => {
  students = await addStudents(t.db.orm, [{ studentName: 'Payload One' }, { studentName: 'Payload Two' }]);
});

describe('the webhooks of the contract', () => {
  it('describe every delivery the server sends, event by event', async () => {
    receiver.clear();
    const member = await createMember(t.db.orm, { credits: 10 });
    const created = await api.post('/api/website/webhooks', member.token, {
      url: receiver.url,
      events: ['student.unlocked', 'collection.exported', 'saved_search.matched'],
    });
    expect(created.status).toBe(201);
    expect((await api.post('/api/website/students/unlock', member.token, { studentId: students[0] })).status).toBe(200);
    expect((await api.post('/api/website/saved-students', member.token, { studentId: students[0] })).status).toBe(200);
    expect((await api.post('/api/website/saved-students/export', member.token, { studentIds: [students[0]] })).status).toBe(200);
    const events = createWebhooksApi({ orm: t.db.orm, clock: { now: () => new Date() }, audit: createAuditTrail(t.db.orm) });
    const match = {
      memberId: member.id,
      institutionId: member.institutionId,
      isPremium: false,
      savedSearchId: crypto.randomUUID(),
      savedSearchName: 'Kerala · Engineering',
      studentIds: students,
    };
    expect(await events.recordSavedSearchMatch(null, match)).toBe(1);
    await t.webhookWorker.runOnce();
    expect((await api.post(`/api/website/webhooks/${created.body.webhook.id}/test`, member.token)).status).toBe(200);

    const types = receiver.received.map((hit) => hit.json.type as DeliveryEventType);
    expect([...types].sort()).toEqual([...DELIVERY_EVENTS].sort());
    for (const hit of receiver.received) {
      const type = hit.json.type as DeliveryEventType;
      const parsed = v.safeParse(WEBHOOK_PAYLOADS[type], hit.json);
      expect({ type, issues: parsed.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`) }).toEqual({ type, issues: undefined });
      expect(contract.webhooks[type].post.requestBody.content['application/json'].schema.properties.type.const).toBe(type);
    }
  });
});
