import { beforeAll, describe, expect, it } from 'bun:test';
import { createMember } from '../support/auth';
import { useTestApp } from '../support/test-app';
import { objects, send } from './fixtures';

/**
 * Object-level access: member B (verified, free) aims every collection and saved-student call at member A's
 * objects. The server answers 404 for another member's collection (COLLECTIONS.NOT_FOUND) or saved student
 * (SAVED.NOT_FOUND), the same as for an id that does not exist, so B cannot even learn that they exist;
 * and A's data is unchanged afterwards. Unlocks are per member: A's unlocks unmask nothing for B.
 */

let build: ReturnType<typeof objects>;
type Member = { id: string; token: string };
let a: Member;
let b: Member;
let shortlist: string; // A's collection
let savedByA: string; // a student A unlocked and saved into the shortlist
let unlockedByA: string; // a student A unlocked and did not save
let bCollection: string;
const ADDRESS = '7 Backwater Road, Alappuzha';

const as = (who: Member) => ({
  get: (path: string) => send(t, 'GET', path, { token: who.token }),
  post: (path: string, json: unknown = {}) => send(t, 'POST', path, { token: who.token, json }),
  put: (path: string, json: unknown) => send(t, 'PUT', path, { token: who.token, json }),
  patch: (path: string, json: unknown) => send(t, 'PATCH', path, { token: who.token, json }),
  del: (path: string) => send(t, 'DELETE', path, { token: who.token }),
});

/** A's shortlist and saved entry exactly as they were set up. */
async function expectAUntouched() {
  const collections = (await as(a).get('/api/website/collections')).json.collections;
  expect(collections.find((c: any) => c.id === shortlist)).toMatchObject({ name: 'Kerala Toppers', isArchived: false, studentCount: 1 });
  const saved = (await as(a).get('/api/website/saved-students')).json.savedStudents;
  expect(saved.map((s: any) => ({ id: s.studentId, collectionId: s.collectionId, notes: s.notes }))).toEqual([
    { id: savedByA, collectionId: shortlist, notes: "A's private note: call after 6 pm" },
  ]);
}

const creditsOf = async (who: Member) => (await as(who).get('/api/website/credits')).json.credits as number;

const t = useTestApp();
beforeAll(async () => {
  build = objects(t);
  a = await createMember(t.db.orm, { credits: 50 });
  b = await createMember(t.db.orm, { credits: 50 });
  [savedByA, unlockedByA] = await build.students(2, { address: ADDRESS });
  shortlist = (await as(a).post('/api/website/collections', { name: 'Kerala Toppers', color: '#ef4444' })).json.collection.id;
  expect((await as(a).post('/api/website/students/bulk-unlock', { studentIds: [savedByA, unlockedByA] })).status).toBe(200);
  expect(
    (await as(a).post('/api/website/saved-students', { studentId: savedByA, collectionId: shortlist, notes: "A's private note: call after 6 pm" })).status,
  ).toBe(200);
  bCollection = (await as(b).post('/api/website/collections', { name: 'B shortlist' })).json.collection.id;
}, 60_000);

describe("another member's collection", () => {
  it('is not in their list', async () => {
    const { json } = await as(b).get('/api/website/collections');
    expect(json.collections.map((c: any) => c.id)).not.toContain(shortlist);
    expect(JSON.stringify(json)).not.toContain('Kerala Toppers');
  });

  it('cannot be read, edited, duplicated, archived, unarchived or deleted: 404 as if it did not exist', async () => {
    const attempts = [
      await as(b).get(`/api/website/saved-students?collectionId=${shortlist}`),
      await as(b).put(`/api/website/collections/${shortlist}`, { name: 'Stolen', color: '#000000' }),
      await as(b).post(`/api/website/collections/${shortlist}/duplicate`, { name: 'My copy' }),
      await as(b).post(`/api/website/collections/${shortlist}/archive`),
      await as(b).post(`/api/website/collections/${shortlist}/unarchive`),
      await as(b).del(`/api/website/collections/${shortlist}`),
    ];
    const missing = await as(b).put(`/api/website/collections/${crypto.randomUUID()}`, { name: 'Nothing' });
    for (const attempt of attempts) {
      expect({ status: attempt.status, body: attempt.json }).toEqual({ status: missing.status, body: missing.json });
    }
    expect(missing.status).toBe(404);
    expect(missing.json.code).toBe('COLLECTIONS.NOT_FOUND');
    await expectAUntouched();
    expect((await as(b).get('/api/website/collections')).json.collections.map((c: any) => c.name)).not.toContain('My copy');
  });

  it('cannot be exported, and the refused export charges nothing and notes nothing', async () => {
    const before = await creditsOf(b);
    const refused = await as(b).post('/api/website/saved-students/export', { collectionId: shortlist });
    expect(refused.status).toBe(404);
    expect(refused.json.code).toBe('COLLECTIONS.NOT_FOUND');
    // naming A's saved student directly exports nothing: it is not in B's saved list
    const byId = await as(b).post('/api/website/saved-students/export', { studentIds: [savedByA] });
    expect(byId.status).toBe(400);
    expect(byId.json.code).toBe('EXPORT.EMPTY');
    expect(await creditsOf(b)).toBe(before);
    await expectAUntouched(); // no "Exported on" line in A's notes
  });

  it('is no target for saving or moving', async () => {
    const [mine] = await build.students(1);
    await as(b).post('/api/website/students/unlock', { studentId: mine });
    const save = await as(b).post('/api/website/saved-students', { studentId: mine, collectionId: shortlist });
    expect(save.status).toBe(404);
    const bulk = await as(b).post('/api/website/saved-students/bulk', { studentIds: [mine], collectionId: shortlist });
    expect(bulk.status).toBe(404);
    expect((await as(b).get('/api/website/saved-students')).json.total).toBe(0);
    await expectAUntouched();
  });
});

describe("another member's saved student", () => {
  it('cannot be removed, annotated or moved: 404 SAVED.NOT_FOUND', async () => {
    for (const attempt of [
      await as(b).del(`/api/website/saved-students/${savedByA}`),
      await as(b).patch(`/api/website/saved-students/${savedByA}/notes`, { notes: 'overwritten by B' }),
      await as(b).post(`/api/website/saved-students/${savedByA}/move`, { collectionId: bCollection }),
    ]) {
      expect(attempt.status).toBe(404);
      expect(attempt.json.code).toBe('SAVED.NOT_FOUND');
    }
    await expectAUntouched();
  });

  it("bulk-move into B's collection moves nothing and reports the id; into A's collection it is a 404", async () => {
    const intoMine = await as(b).post('/api/website/saved-students/bulk-move', { studentIds: [savedByA], collectionId: bCollection });
    expect(intoMine.status).toBe(200);
    expect(intoMine.json).toEqual({ moved: 0, errors: [{ studentId: savedByA, error: 'This student is not in your saved list' }], collectionId: bCollection });
    const intoTheirs = await as(b).post('/api/website/saved-students/bulk-move', { studentIds: [savedByA], collectionId: shortlist });
    expect(intoTheirs.status).toBe(404);
    await expectAUntouched();
  });

  it('reads as not saved to B (check and bulk-check), as saved to A', async () => {
    expect((await as(b).get(`/api/website/saved-students/check/${savedByA}`)).json).toEqual({ isSaved: false, collectionId: null });
    expect((await as(b).post('/api/website/saved-students/bulk-check', { studentIds: [savedByA, unlockedByA] })).json).toEqual({
      saveStatuses: { [savedByA]: false, [unlockedByA]: false },
    });
    expect((await as(a).get(`/api/website/saved-students/check/${savedByA}`)).json).toEqual({ isSaved: true, collectionId: shortlist });
  });

  it("is not in B's saved list and A's notes never reach B", async () => {
    const { json, text } = await as(b).get('/api/website/saved-students');
    expect(json.savedStudents.map((s: any) => s.studentId)).not.toContain(savedByA);
    expect(text).not.toContain("A's private note");
  });
});

describe("another member's unlocks", () => {
  it('unmask nothing for B: the catalogue shows both students masked and locked', async () => {
    const { json } = await as(b).get('/api/public/students?limit=100');
    for (const id of [savedByA, unlockedByA]) {
      const student = json.students.find((s: any) => s.id === id);
      expect(student.isUnlocked).toBe(false);
      expect(student.mobileNumber).toContain('*');
      expect(student.emailId).toContain('*');
      expect(student.address).toBe('7 ******ha'); // fixed width: the mask tells no length (SECURITY.md)
    }
    const mine = (await as(a).get('/api/public/students?limit=100')).json.students.find((s: any) => s.id === unlockedByA);
    expect(mine).toMatchObject({ isUnlocked: true, address: ADDRESS });
  });

  it("are not in B's unlocked list", async () => {
    const { json } = await as(b).get('/api/website/students/unlocked');
    expect(json.unlockedStudents.map((u: any) => u.studentId)).not.toContain(unlockedByA);
    expect((await as(a).get('/api/website/students/unlocked')).json.unlockedStudents.map((u: any) => u.studentId).sort()).toEqual(
      [savedByA, unlockedByA].sort(),
    );
  });

  it('do not let B save the student (403 SAVED.LOCKED), and B pays for an unlock of their own', async () => {
    const save = await as(b).post('/api/website/saved-students', { studentId: unlockedByA });
    expect(save.status).toBe(403);
    expect(save.json.code).toBe('SAVED.LOCKED');
    const before = await creditsOf(b);
    const unlock = await as(b).post('/api/website/students/unlock', { studentId: unlockedByA });
    expect(unlock.status).toBe(200);
    expect(unlock.json).toMatchObject({ alreadyUnlocked: false, creditsConsumed: 1, remainingCredits: before - 1 });
    expect(unlock.json.student.address).toBe(ADDRESS);
  });
});
