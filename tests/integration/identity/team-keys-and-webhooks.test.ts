import { afterAll, describe, expect, it } from 'bun:test';
import { createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { addStudents } from '../leads/student-mother';
import { LOCAL_TARGETS, startReceiver } from '../webhooks/receiver';
import { teamApi } from './team-helpers';

/** ADR 0021: API keys and webhooks are the institution's; its owner and managers make and change them. */
const t = useTestApp({ env: { TRUST_PROXY: 'true', ...LOCAL_TARGETS } });
const api = teamApi(t);
const receiver = startReceiver();
afterAll(() => receiver.stop());

const newKey = (token: string, name = 'CRM') => api.post('/api/website/api-keys', token, { name, scopes: ['read'], password: 'Member@12345' });
const keyNames = async (token: string) => ((await api.get('/api/website/api-keys', token)).body.apiKeys as { name: string }[]).map((key) => key.name).sort();

describe("an institution's API keys", () => {
  it('are made by the owner or a manager; a member seat is refused and sees only its own', async () => {
    const { owner, manager, member } = await api.team();
    expect((await newKey(owner.token, 'Owner CRM')).status).toBe(201);
    expect((await newKey(manager.token, 'Manager sheet')).status).toBe(201);
    const refused = await newKey(member.token);
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 403, code: 'TEAM.NOT_ALLOWED' });

    expect(await keyNames(owner.token)).toEqual(['Manager sheet', 'Owner CRM']);
    expect(await keyNames(manager.token)).toEqual(['Manager sheet', 'Owner CRM']);
    expect(await keyNames(member.token)).toEqual([]);
    // another seat's key names its maker; the seat's own carries no createdBy (a member alone sees what it always did)
    const seen = (await api.get('/api/website/api-keys', owner.token)).body.apiKeys as { name: string; createdBy?: { id: string } }[];
    expect(seen.find((key) => key.name === 'Owner CRM')!.createdBy).toBeUndefined();
    expect(seen.find((key) => key.name === 'Manager sheet')!.createdBy).toMatchObject({ id: manager.id, name: 'Kavya Nair' });
  });

  it('are renewed and revoked by the owner or a manager, whoever made them; a seat of another institution reaches none', async () => {
    const { owner, manager } = await api.team();
    const made = await newKey(manager.token, 'Manager sheet');
    const id = made.body.apiKey.id as string;
    const stranger = await createMember(t.db.orm);
    expect((await api.del(`/api/website/api-keys/${id}`, stranger.token)).status).toBe(404);
    expect((await api.post(`/api/website/api-keys/${id}/renew`, owner.token, { password: 'Member@12345', expiresInDays: 30 })).status).toBe(200);
    expect((await api.del(`/api/website/api-keys/${id}`, owner.token)).status).toBe(200);
    expect((await api.get('/api/website/credits', made.body.key)).status).toBe(401);
  });

  it('count twenty per institution, whichever seat made them', async () => {
    const { owner, manager } = await api.team();
    for (let n = 0; n < 10; n += 1) expect((await newKey(owner.token, `o${n}`)).status).toBe(201);
    for (let n = 0; n < 10; n += 1) expect((await newKey(manager.token, `m${n}`)).status).toBe(201);
    const over = await newKey(manager.token, 'one more');
    expect({ status: over.status, code: over.body.code }).toEqual({ status: 409, code: 'API_KEYS.TOO_MANY' });
  });
});

describe("an institution's webhooks", () => {
  it("receive every seat's unlocks; every seat reads them; only the owner or a manager changes them", async () => {
    receiver.clear();
    const { owner, manager, member } = await api.team({ credits: 20 });
    const created = await api.post('/api/website/webhooks', manager.token, { url: receiver.url, events: ['student.unlocked'] });
    expect(created.status).toBe(201);
    const id = created.body.webhook.id as string;

    const [student] = await addStudents(t.db.orm, [{}]);
    expect((await api.post('/api/website/students/unlock', member.token, { studentId: student })).status).toBe(200);
    await t.webhookWorker.runOnce();
    const unlocked = receiver.received.filter((hit) => hit.json.type === 'student.unlocked');
    expect(unlocked).toHaveLength(1);
    expect(unlocked[0]!.json.data.students.map((s: { id: string }) => s.id)).toEqual([student]);

    for (const seat of [owner, manager, member]) {
      expect(((await api.get('/api/website/webhooks', seat.token)).body.webhooks as { id: string }[]).map((w) => w.id)).toEqual([id]);
      expect((await api.get(`/api/website/webhooks/${id}/deliveries`, seat.token)).body.deliveries).toHaveLength(1);
    }
    const refused = await api.del(`/api/website/webhooks/${id}`, member.token);
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 403, code: 'WEBHOOKS.MANAGERS_ONLY' });
    expect((await api.post('/api/website/webhooks', member.token, { url: receiver.url, events: ['student.unlocked'] })).status).toBe(403);
    expect((await api.post(`/api/website/webhooks/${id}/test`, member.token)).status).toBe(403);

    const stranger = await createMember(t.db.orm);
    expect((await api.get('/api/website/webhooks', stranger.token)).body.webhooks).toEqual([]);
    expect((await api.del(`/api/website/webhooks/${id}`, stranger.token)).status).toBe(404);
    expect((await api.del(`/api/website/webhooks/${id}`, owner.token)).status).toBe(200);
  });
});
