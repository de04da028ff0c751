import { beforeAll, describe, expect, it } from 'bun:test';
import { createAdmin, createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { caller } from '../collections/helpers';
import { addStudents } from '../leads/student-mother';

/** Issue 17 §1: member API keys: shown once, stored hashed, scoped, revocable at once, attributed, rate limited as the member. */
const t = useTestApp({ env: { STUDENT_LIST_LIMIT_PER_MINUTE: '4' } });
const api = caller(t);
let ids: string[];

beforeAll(async () => {
  ids = await addStudents(
    t.db.orm,
    Array.from({ length: 4 }, (_, i) => ({ studentName: `Keyed ${i}`, mobileNumber: `97${String(i).padStart(8, '0')}` })),
  );
});

const PASSWORD = 'Member@12345';
const newKey = async (token: string, scopes: string[], extra: Record<string, unknown> = {}) => {
  const created = await api.post('/api/website/api-keys', token, { name: `CRM ${scopes.join('+')}`, scopes, password: PASSWORD, ...extra });
  expect(created.status).toBe(201);
  return created.body as { key: string; apiKey: { id: string; prefix: string } };
};

describe('member API keys', () => {
  it('are shown once, stored hashed, and listed by prefix with their scopes', async () => {
    const member = await createMember(t.db.orm);
    const { key, apiKey } = await newKey(member.token, ['read', 'export'], { expiresInDays: 365 });
    expect(key).toMatch(/^erk_[A-Za-z0-9_-]{43}$/);
    expect(apiKey.prefix).toBe(key.slice(0, 12));
    const list = await api.get('/api/website/api-keys', member.token);
    expect(list.body.apiKeys).toEqual([
      {
        id: apiKey.id,
        name: 'CRM read+export',
        prefix: key.slice(0, 12),
        scopes: ['read', 'export'],
        expiresAt: expect.any(String),
        lastUsedAt: null,
        createdAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(key);
    const [row] = await api.sql('select key_hash from member_api_keys where id = ?', [apiKey.id]);
    expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.key_hash).not.toContain(key.slice(4));
  });

  it('open what their scopes allow, and answer 403 elsewhere', async () => {
    const member = await createMember(t.db.orm, { credits: 10 });
    const reader = (await newKey(member.token, ['read'])).key;
    const unlocker = await newKey(member.token, ['unlock']);

    const list = await api.get('/api/public/students?limit=10', reader);
    expect(list.status).toBe(200);
    expect(list.body.students.find((s: any) => s.id === ids[0]).mobileNumber).not.toBe('9700000000');

    const refused = await api.post('/api/website/students/unlock', reader, { studentId: ids[0] });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('API_KEYS.OUT_OF_SCOPE');
    expect((await api.get('/api/public/students', unlocker.key)).status).toBe(403);

    const unlocked = await api.post('/api/website/students/unlock', unlocker.key, { studentId: ids[0] });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body).toMatchObject({ creditsConsumed: 1, student: { mobileNumber: '9700000000' } });

    // nothing else: collections, keys, password
    expect((await api.post('/api/website/collections', reader, { name: 'By key' })).status).toBe(403);
    expect((await api.get('/api/website/api-keys', reader)).status).toBe(403);
    expect((await api.post('/api/website/api-keys', reader, { name: 'Child', scopes: ['read'], password: PASSWORD })).status).toBe(403);

    // the use is attributed to the key in the audit log, and its last use is shown
    const admin = await createAdmin(t.db.orm);
    const audit = await api.get(`/api/admin/audit-log?action=student.unlock&actor=${member.id}`, admin.token);
    expect(audit.body.entries[0].actor.label).toBe(`${member.email} (API key ${unlocker.apiKey.prefix}…)`);
    const keys = (await api.get('/api/website/api-keys', member.token)).body.apiKeys;
    expect(keys.find((k: any) => k.id === unlocker.apiKey.id).lastUsedAt).toEqual(expect.any(String));
  });

  it('stop working at once when revoked, and past their expiry', async () => {
    const member = await createMember(t.db.orm);
    const { key, apiKey } = await newKey(member.token, ['read']);
    expect((await api.get('/api/website/credits/ledger', key)).status).toBe(200);
    expect((await api.del(`/api/website/api-keys/${apiKey.id}`, member.token)).status).toBe(200);
    const after = await api.get('/api/website/credits/ledger', key);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('API_KEYS.INVALID');
    expect((await api.get('/api/website/api-keys', member.token)).body.apiKeys).toEqual([]);
    expect((await api.del(`/api/website/api-keys/${apiKey.id}`, member.token)).status).toBe(404);

    const expiring = await newKey(member.token, ['read']);
    await api.sql("update member_api_keys set expires_at = now() - interval '1 minute' where id = ?", [expiring.apiKey.id]);
    const expired = await api.get('/api/website/credits/ledger', expiring.key);
    expect({ status: expired.status, code: expired.body.code }).toEqual({ status: 401, code: 'API_KEYS.INVALID' });
    for (const expiresInDays of [0, 366, 1.5]) {
      expect((await api.post('/api/website/api-keys', member.token, { name: 'Odd', scopes: ['read'], password: PASSWORD, expiresInDays })).status).toBe(400);
    }
  });

  it("cannot be revoked by another member, and die with their member's account", async () => {
    const member = await createMember(t.db.orm);
    const other = await createMember(t.db.orm);
    const { key, apiKey } = await newKey(member.token, ['read']);
    expect((await api.del(`/api/website/api-keys/${apiKey.id}`, other.token)).status).toBe(404);
    await api.sql('update website_users set is_active = false where id = ?', [member.id]);
    const refused = await api.get('/api/website/credits/ledger', key);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('AUTH.DEACTIVATED');
    expect((await api.get('/api/website/credits/ledger', 'erk_forged')).status).toBe(401);
  });

  it("count against the member's own scraping guard", async () => {
    const member = await createMember(t.db.orm);
    const { key } = await newKey(member.token, ['read']);
    const statuses = [];
    for (const token of [member.token, key, member.token, key, key]) statuses.push((await api.get('/api/public/students?limit=10', token)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});
