import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { syncToCrm } from '../../../docs/examples/crm-sync';
import { addStudents } from '../leads/student-mother';

/** docs/integrations.md's TypeScript example, run against a real server on a local port, so the docs cannot rot. */
const t = useTestApp();
let server: ReturnType<typeof Bun.serve>;

beforeAll(() => {
  server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch: async (request) => {
      const url = new URL(request.url);
      const body = request.method === 'GET' ? undefined : await request.text();
      return t.handle(`${url.pathname}${url.search}`, { method: request.method, headers: request.headers, body });
    },
  });
});

afterAll(() => server?.stop(true));

describe('docs/integrations.md', () => {
  it('the TypeScript example lists, unlocks, exports and reads the ledger with a scoped key', async () => {
    const [newest] = await addStudents(t.db.orm, [{ studentName: 'Docs Example', mobileNumber: '9876501234', createdAt: new Date(Date.UTC(2031, 0, 1)) }]);
    const [saved] = await addStudents(t.db.orm, [{ studentName: 'Shortlisted', createdAt: new Date(Date.UTC(2000, 0, 1)) }]);
    const member = await createMember(t.db.orm, { credits: 10 });
    const session = (path: string, json: unknown) => t.handle(path, { method: 'POST', token: member.token, json });
    // what the member does in the portal first: a key, and a collection worth exporting
    const { key } = await (await session('/api/website/api-keys', { name: 'CRM', scopes: ['read', 'unlock', 'export'], password: 'Member@12345' })).json();
    const collection = (await (await session('/api/website/collections', { name: 'Shortlist' })).json()).collection.id;
    await session('/api/website/students/unlock', { studentId: saved });
    await session('/api/website/saved-students', { studentId: saved, collectionId: collection });

    const result = await syncToCrm({ baseUrl: server.url.origin, apiKey: key });
    expect(result.listed).toBeGreaterThan(0);
    expect(result.unlocked).toEqual({ id: newest!, mobileNumber: '9876501234' });
    expect(result.csv).toContain('Shortlisted');
    // 100 opened → 10 set; unlock 1 + save 1 in the portal; unlock 1 + export 1 by the key
    expect(result.balance).toBe(6);
  });
});
