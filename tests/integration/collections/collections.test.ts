import { beforeAll, describe, expect, it } from 'bun:test';
import { createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { addStudents } from '../leads/student-mother';
import { caller, unlockFor } from './helpers';

let api: ReturnType<typeof caller>;
let ids: string[];

const t = useTestApp();
beforeAll(async () => {
  api = caller(t);
  ids = await addStudents(
    t.db.orm,
    Array.from({ length: 8 }, (_, i) => ({ studentName: `Collected ${i}` })),
  );
});

const URL = '/api/website/collections';

describe('collections', () => {
  it('creates the default collection on first look', async () => {
    const member = await createMember(t.db.orm);
    const { status, body } = await api.get(URL, member.token);
    expect(status).toBe(200);
    expect(body.collections).toHaveLength(1);
    expect(body.collections[0]).toMatchObject({ name: 'My Saved Students', color: '#3b82f6', isDefault: true, isArchived: false, studentCount: 0, tags: [] });
    await api.get(URL, member.token);
    expect(await api.sql('select 1 from collections where user_id = ?', [member.id])).toHaveLength(1);
  });

  it('creates with trimmed name, description, colour and deduplicated tags stored as JSON text', async () => {
    const member = await createMember(t.db.orm);
    const { status, body } = await api.post(URL, member.token, {
      name: '  NEET Toppers ',
      description: 'Best of Kerala',
      color: '#10B981',
      tags: [' neet ', 'neet', 'kerala'],
    });
    expect(status).toBe(200);
    expect(body.collection).toMatchObject({
      name: 'NEET Toppers',
      description: 'Best of Kerala',
      color: '#10b981',
      tags: ['neet', 'kerala'],
      isDefault: false,
    });
    const [row] = await api.sql('select tags from collections where id = ?', [body.collection.id]);
    expect(row.tags).toBe('["neet","kerala"]');
  });

  it('refuses a blank name, a long name, a long description, a long tag and a non-hex colour', async () => {
    const member = await createMember(t.db.orm);
    const blank = await api.post(URL, member.token, { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe('Collection name is required');
    expect((await api.post(URL, member.token, { name: 'x'.repeat(51) })).status).toBe(400);
    expect((await api.post(URL, member.token, { name: 'ok', description: 'd'.repeat(201) })).status).toBe(400);
    expect((await api.post(URL, member.token, { name: 'ok', tags: ['t'.repeat(21)] })).status).toBe(400);
    expect((await api.post(URL, member.token, { name: 'ok', color: 'blue' })).status).toBe(400);
    expect((await api.post(URL, member.token, { name: 'x'.repeat(50), description: 'd'.repeat(200), tags: ['t'.repeat(20)] })).status).toBe(200);
  });

  it('answers 409 with the spec message for a name the member already uses, in any case', async () => {
    const member = await createMember(t.db.orm);
    await api.post(URL, member.token, { name: 'Toppers' });
    const again = await api.post(URL, member.token, { name: 'toppers' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A collection named toppers already exists. Please choose a different name.');
    const other = await createMember(t.db.orm);
    expect((await api.post(URL, other.token, { name: 'Toppers' })).status).toBe(200);
  });

  it('edits name, description, colour and tags, keeping names unique', async () => {
    const member = await createMember(t.db.orm);
    const a = (await api.post(URL, member.token, { name: 'A' })).body.collection;
    await api.post(URL, member.token, { name: 'B' });
    const edited = await api.put(`${URL}/${a.id}`, member.token, { name: 'A2', description: 'now described', color: '#ef4444', tags: ['x'] });
    expect(edited.status).toBe(200);
    expect(edited.body.collection).toMatchObject({ name: 'A2', description: 'now described', color: '#ef4444', tags: ['x'] });
    const clash = await api.put(`${URL}/${a.id}`, member.token, { name: 'B' });
    expect(clash.status).toBe(409);
  });

  it('protects the default collection from duplicate, archive and delete with 409', async () => {
    const member = await createMember(t.db.orm);
    const fallback = (await api.get(URL, member.token)).body.collections[0];
    for (const [method, path] of [
      ['POST', `/duplicate`],
      ['POST', '/archive'],
      ['DELETE', ''],
    ] as const) {
      const response =
        method === 'POST' ? await api.post(`${URL}/${fallback.id}${path}`, member.token, {}) : await api.del(`${URL}/${fallback.id}`, member.token);
      expect(response.status).toBe(409);
      expect(response.body.code).toBe('COLLECTIONS.DEFAULT_PROTECTED');
    }
    expect((await api.get(URL, member.token)).body.collections).toHaveLength(1);
  });

  it('deletes a collection and moves its students to the default one', async () => {
    const member = await createMember(t.db.orm, { credits: 50 });
    await unlockFor(t, member.id, ids.slice(0, 3));
    const doomed = (await api.post(URL, member.token, { name: 'Doomed' })).body.collection;
    await api.post('/api/website/saved-students/bulk', member.token, { studentIds: ids.slice(0, 3), collectionId: doomed.id });
    const removed = await api.del(`${URL}/${doomed.id}`, member.token);
    expect(removed.status).toBe(200);
    expect(removed.body.movedToDefault).toBe(3);
    const { collections } = (await api.get(URL, member.token)).body;
    expect(collections.map((c: any) => [c.name, c.studentCount])).toEqual([['My Saved Students', 3]]);
    const rows = await api.sql('select collection_id from saved_students where user_id = ?', [member.id]);
    expect(rows.every((row) => row.collection_id === collections[0].id)).toBe(true);
  });

  it('duplicates settings under "{name} (Copy)" or a given name; the students stay in the original', async () => {
    const member = await createMember(t.db.orm, { credits: 50 });
    await unlockFor(t, member.id, ids.slice(0, 2));
    const source = (await api.post(URL, member.token, { name: 'Source', description: 'd', color: '#8b5cf6', tags: ['a', 'b', 'c'] })).body.collection;
    await api.post('/api/website/saved-students/bulk', member.token, { studentIds: ids.slice(0, 2), collectionId: source.id });
    const copy = await api.post(`${URL}/${source.id}/duplicate`, member.token, {});
    expect(copy.status).toBe(200);
    expect(copy.body.collection).toMatchObject({
      name: 'Source (Copy)',
      description: 'd',
      color: '#8b5cf6',
      tags: ['a', 'b', 'c'],
      isDefault: false,
      studentCount: 0,
    });
    const named = await api.post(`${URL}/${source.id}/duplicate`, member.token, { name: 'Second' });
    expect(named.body.collection.name).toBe('Second');
    expect((await api.post(`${URL}/${source.id}/duplicate`, member.token, { name: 'Second' })).status).toBe(409);
    const counts = (await api.get(URL, member.token)).body.collections.map((c: any) => [c.name, c.studentCount]);
    expect(counts).toContainEqual(['Source', 2]);
  });

  it('archives and unarchives; an archived collection is no save target, but saved students can be moved into it', async () => {
    const member = await createMember(t.db.orm, { credits: 50 });
    await unlockFor(t, member.id, ids.slice(0, 2));
    const box = (await api.post(URL, member.token, { name: 'Box' })).body.collection;
    await api.post('/api/website/saved-students', member.token, { studentId: ids[0], collectionId: box.id });
    const archived = await api.post(`${URL}/${box.id}/archive`, member.token);
    expect(archived.body.collection).toMatchObject({ isArchived: true, studentCount: 1 });
    const save = await api.post('/api/website/saved-students', member.token, { studentId: ids[1], collectionId: box.id });
    expect(save.status).toBe(404);
    expect(save.body.message).toBe('The selected collection no longer exists. Please select a different collection.');
    // spec 001 §4: with Show Archived on, archived collections are listed as move targets, so a move into one works
    await api.post('/api/website/saved-students', member.token, { studentId: ids[1] });
    const move = await api.post('/api/website/saved-students/bulk-move', member.token, { studentIds: [ids[1]], collectionId: box.id });
    expect(move.body).toMatchObject({ moved: 1, errors: [], collectionId: box.id });
    const single = await api.post(`/api/website/saved-students/${ids[1]}/move`, member.token, { collectionId: box.id });
    expect(single.status).toBe(200);
    expect(await api.sql('select 1 from saved_students where user_id = ? and collection_id = ?', [member.id, box.id])).toHaveLength(2);
    await api.del(`/api/website/saved-students/${ids[1]}`, member.token);
    const back = await api.post(`${URL}/${box.id}/unarchive`, member.token);
    expect(back.body.collection.isArchived).toBe(false);
    expect((await api.post('/api/website/saved-students', member.token, { studentId: ids[1], collectionId: box.id })).status).toBe(200);
  });

  it("answers 404 for another member's collection and never shows its data", async () => {
    const owner = await createMember(t.db.orm);
    const intruder = await createMember(t.db.orm);
    const secret = (await api.post(URL, owner.token, { name: 'Private' })).body.collection;
    for (const response of [
      await api.put(`${URL}/${secret.id}`, intruder.token, { name: 'Mine' }),
      await api.del(`${URL}/${secret.id}`, intruder.token),
      await api.post(`${URL}/${secret.id}/duplicate`, intruder.token, {}),
      await api.post(`${URL}/${secret.id}/archive`, intruder.token),
      await api.get(`/api/website/saved-students?collectionId=${secret.id}`, intruder.token),
      await api.post('/api/website/saved-students/export', intruder.token, { collectionId: secret.id }),
    ]) {
      expect(response.status).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain('Private');
    }
    expect((await api.get(URL, intruder.token)).body.collections.map((c: any) => c.name)).toEqual(['My Saved Students']);
  });

  it('needs a signed-in member', async () => {
    const response = await t.handle(URL);
    expect(response.status).toBe(401);
  });
});
