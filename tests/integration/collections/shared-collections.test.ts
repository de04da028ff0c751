import { describe, expect, it } from 'bun:test';
import { createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { teamApi } from '../identity/team-helpers';
import { addStudents } from '../leads/student-mother';

/** ADR 0021: a shared collection is listed for every seat; its owner, a manager or the institution's owner manage it. */
const t = useTestApp({ env: { TRUST_PROXY: 'true' } });
const api = teamApi(t);
const fields = { color: '#10b981', tags: [] };
let serial = 0;

const create = async (token: string) => {
  const made = await api.post('/api/website/collections', token, { name: `Shared ${(serial += 1)}`, ...fields });
  expect(made.status).toBe(200);
  return made.body.collection as { id: string; name: string };
};
const call = async (method: string, path: string, token: string, json?: unknown) => {
  const response = await t.handle(path, { method, token, ...(json === undefined ? {} : { json }) });
  return { status: response.status, body: (await response.json()) as any };
};
const listed = async (token: string, id: string) => (await api.get('/api/website/collections', token)).body.collections.find((c: any) => c.id === id);

describe('a shared collection', () => {
  it('is listed for every seat, marked shared and whose it is; never for another institution', async () => {
    const { owner, manager, member } = await api.team();
    const mine = await create(member.token);
    expect(await listed(manager.token, mine.id)).toBeUndefined();
    // unshared, it answers as before: no new fields
    expect(Object.keys(await listed(member.token, mine.id))).not.toContain('shared');

    const shared = await call('PATCH', `/api/website/collections/${mine.id}`, member.token, { shared: true });
    expect([shared.status, shared.body.collection.shared, shared.body.collection.ownedByYou]).toEqual([200, true, true]);
    for (const seat of [owner, manager]) expect(await listed(seat.token, mine.id)).toMatchObject({ id: mine.id, shared: true, ownedByYou: false });
    const stranger = await createMember(t.db.orm);
    expect(await listed(stranger.token, mine.id)).toBeUndefined();
    expect((await call('PATCH', `/api/website/collections/${mine.id}`, stranger.token, { shared: false })).status).toBe(404);
    expect((await call('DELETE', `/api/website/collections/${mine.id}`, stranger.token)).status).toBe(404);
    expect((await call('PATCH', `/api/website/collections/${mine.id}`, '', { shared: false })).status).toBe(401);

    // unshared again, the other seats no longer see it
    expect((await call('PATCH', `/api/website/collections/${mine.id}`, member.token, { shared: false })).status).toBe(200);
    expect(await listed(owner.token, mine.id)).toBeUndefined();
  });

  it('is renamed, archived, shared or deleted by its owner, a manager or the institution owner; another member gets 403', async () => {
    const { owner, manager, member } = await api.team();
    const other = await api.join(owner.token, 'member');
    const theirs = await create(member.token);
    expect((await call('PATCH', `/api/website/collections/${theirs.id}`, member.token, { shared: true })).status).toBe(200);

    for (const [method, path, json] of [
      ['PUT', `/api/website/collections/${theirs.id}`, { name: 'Not mine' }],
      ['PATCH', `/api/website/collections/${theirs.id}`, { shared: false }],
      ['POST', `/api/website/collections/${theirs.id}/archive`, undefined],
      ['DELETE', `/api/website/collections/${theirs.id}`, undefined],
    ] as const) {
      const refused = await call(method, path, other.token, json);
      expect([refused.status, refused.body.code]).toEqual([403, 'COLLECTIONS.NOT_YOURS']);
    }
    const renamed = await call('PUT', `/api/website/collections/${theirs.id}`, manager.token, { name: 'Renamed by the manager' });
    expect([renamed.status, renamed.body.collection.name, renamed.body.collection.ownedByYou]).toEqual([200, 'Renamed by the manager', false]);
    expect((await listed(member.token, theirs.id)).name).toBe('Renamed by the manager');
    const deleted = await call('DELETE', `/api/website/collections/${theirs.id}`, owner.token);
    expect([deleted.status, deleted.body.success]).toEqual([200, true]);
    expect(await listed(member.token, theirs.id)).toBeUndefined();
  });

  it('is never the default collection (409)', async () => {
    const { member } = await api.team();
    const fallback = (await api.get('/api/website/collections', member.token)).body.collections.find((c: any) => c.isDefault);
    const refused = await call('PATCH', `/api/website/collections/${fallback.id}`, member.token, { shared: true });
    expect([refused.status, refused.body.code]).toEqual([409, 'COLLECTIONS.DEFAULT_PROTECTED']);
  });

  it("takes every seat's saves, from the one pool, shows them to every seat, and hands each seat's back to its default when deleted", async () => {
    const { owner, manager, member } = await api.team({ credits: 20 });
    const [first, second] = await addStudents(t.db.orm, [{}, {}]);
    const box = await create(member.token);
    expect((await call('PATCH', `/api/website/collections/${box.id}`, member.token, { shared: true })).status).toBe(200);
    expect((await api.post('/api/website/students/bulk-unlock', member.token, { studentIds: [first, second] })).status).toBe(200);
    const balance = async () => (await api.get('/api/website/credits', owner.token)).body.credits;
    const before = await balance();

    const mine = await api.post('/api/website/saved-students', member.token, { studentId: first, collectionId: box.id });
    const theirs = await api.post('/api/website/saved-students', manager.token, { studentId: second, collectionId: box.id });
    expect([mine.status, theirs.status, theirs.body.collectionId]).toEqual([200, 200, box.id]);
    // the manager pays the save only (the institution's unlock is in force), from the same pool
    expect(before - (await balance())).toBe(mine.body.creditsConsumed + theirs.body.creditsConsumed);

    for (const seat of [owner, manager, member]) {
      const list = await api.get(`/api/website/saved-students?collectionId=${box.id}`, seat.token);
      expect([list.status, list.body.total, list.body.savedStudents.map((s: any) => s.studentId).sort()]).toEqual([200, 2, [first, second].sort()]);
      expect(list.body.savedStudents.every((s: any) => s.isUnlocked)).toBe(true);
      expect((await listed(seat.token, box.id)).studentCount).toBe(2);
    }
    // a seat's "all saved" list is still their own
    expect((await api.get('/api/website/saved-students', member.token)).body.savedStudents.map((s: any) => s.studentId)).toEqual([first]);
    // premium: nothing to unlock first, so the collection itself is what refuses
    const stranger = await createMember(t.db.orm, { premium: true });
    expect((await api.get(`/api/website/saved-students?collectionId=${box.id}`, stranger.token)).status).toBe(404);
    expect((await api.post('/api/website/saved-students', stranger.token, { studentId: first, collectionId: box.id })).status).toBe(404);

    const deleted = await call('DELETE', `/api/website/collections/${box.id}`, manager.token);
    expect([deleted.status, deleted.body.movedToDefault]).toEqual([200, 2]);
    const defaultOf = async (token: string) => (await api.get('/api/website/collections', token)).body.collections.find((c: any) => c.isDefault).id;
    for (const [seat, student] of [
      [member, first],
      [manager, second],
    ] as const) {
      const list = await api.get(`/api/website/saved-students?collectionId=${await defaultOf(seat.token)}`, seat.token);
      expect(list.body.savedStudents.map((s: any) => s.studentId)).toEqual([student]);
    }
  });
});
