import { describe, expect, it } from 'bun:test';
import { createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { caller } from '../collections/helpers';
import { addStudents, type StudentSeed } from '../leads/student-mother';

/** Issue 17 §3: saved searches, "N new since you last looked", and the daily or weekly digest with its announcements. */
const t = useTestApp();
const api = caller(t);
let place = 0;
/** A city of its own per test: the tests share one database. */
const freshCity = () => `Testpur ${++place}`;

const save = (token: string, body: unknown) => api.post('/api/website/saved-searches', token, body);
const listOf = async (token: string) => (await api.get('/api/website/saved-searches', token)).body.savedSearches as any[];
/** Students created just after the saved search was last looked at or announced (the database's time + 1 ms). */
async function newStudents(searchId: string, column: 'last_viewed_at' | 'last_notified_at', seeds: StudentSeed[]) {
  const [row] = await api.sql<{ at: Date | string }>(`select ${column} as at from saved_searches where id = ?`, [searchId]);
  const createdAt = new Date(new Date(row!.at).getTime() + 1);
  return addStudents(
    t.db.orm,
    seeds.map((seed) => ({ createdAt, ...seed })),
  );
}

describe('saving, listing and deleting', () => {
  it('saves the filters and search as the catalogue reads them, lists them with their counts, and deletes them', async () => {
    const member = await createMember(t.db.orm);
    const city = freshCity();
    const saved = await save(member.token, { name: ' Kochi science ', cadence: 'weekly', query: { city, stream: 'Science', gender: 'all', search: '' } });
    expect(saved.status).toBe(201);
    expect(saved.body.savedSearch).toMatchObject({ name: 'Kochi science', cadence: 'weekly', query: { city, stream: 'Science' }, newCount: 0 });
    expect(await listOf(member.token)).toHaveLength(1);

    const other = await createMember(t.db.orm);
    expect(await listOf(other.token)).toEqual([]);
    expect((await api.del(`/api/website/saved-searches/${saved.body.savedSearch.id}`, other.token)).status).toBe(404);
    expect((await api.get(`/api/website/saved-searches/${saved.body.savedSearch.id}/new-matches`, other.token)).status).toBe(404);

    expect((await api.del(`/api/website/saved-searches/${saved.body.savedSearch.id}`, member.token)).status).toBe(200);
    expect(await listOf(member.token)).toEqual([]);
    expect((await api.del(`/api/website/saved-searches/${saved.body.savedSearch.id}`, member.token)).status).toBe(404);
  });

  it('refuses what the catalogue refuses, and more than 20 saved searches', async () => {
    const member = await createMember(t.db.orm);
    const short = await save(member.token, { name: 'Short', query: { search: 'ab' } });
    expect([short.status, short.body.code]).toEqual([400, 'CATALOGUE.SEARCH_TOO_SHORT']);
    expect((await save(member.token, { name: 'Year', query: { passingYear: '20x6' } })).status).toBe(400);
    expect((await save(member.token, { name: 'Gender', query: { gender: 'Robot' } })).status).toBe(400);
    expect((await save(member.token, { name: '', query: {} })).status).toBe(400);
    expect((await save(member.token, { name: 'Cadence', cadence: 'hourly', query: {} })).status).toBe(400);
    for (let i = 0; i < 20; i++) expect((await save(member.token, { name: `Search ${i}`, query: { city: freshCity() } })).status).toBe(201);
    const over = await save(member.token, { name: 'One more', query: {} });
    expect([over.status, over.body.code]).toEqual([409, 'SAVED_SEARCHES.LIMIT']);
  });

  it('is for verified members', async () => {
    const unverified = await createMember(t.db.orm, { verified: false });
    expect((await api.get('/api/website/saved-searches', unverified.token)).status).toBe(403);
  });
});

describe('new since you last looked', () => {
  it('counts the matching students added since, shows the newest masked, and starts again once viewed', async () => {
    const member = await createMember(t.db.orm);
    const city = freshCity();
    await addStudents(t.db.orm, [{ city }, { city }]);
    const { id } = (await save(member.token, { name: 'New in town', query: { city, stream: 'Science' } })).body.savedSearch;
    await newStudents(id, 'last_viewed_at', [{ city, emailId: 'fresh.face@example.in' }, { city }, { city, stream: 'Commerce' }, { city: 'Elsewhere' }]);

    expect((await listOf(member.token))[0]).toMatchObject({ id, newCount: 2, newCountCapped: false });
    const matches = await api.get(`/api/website/saved-searches/${id}/new-matches`, member.token);
    expect(matches.status).toBe(200);
    expect(matches.body).toMatchObject({ savedSearchId: id, count: 2, countIsCapped: false });
    expect(matches.body.students).toHaveLength(2);
    expect(JSON.stringify(matches.body)).not.toContain('fresh.face@example.in');
    expect(matches.body.students.map((s: any) => s.emailId)).toContain('f****e@example.in');
    expect(matches.body.students.every((s: any) => s.isUnlocked === false)).toBe(true);

    const viewed = await api.post(`/api/website/saved-searches/${id}/viewed`, member.token);
    expect(viewed.status).toBe(200);
    expect((await listOf(member.token))[0]).toMatchObject({ id, newCount: 0 });
    expect((await api.get(`/api/website/saved-searches/${id}/new-matches`, member.token)).body).toMatchObject({ count: 0, students: [] });
  });

  it('keeps "Hide students already in your list": new students on the institution\'s exclusion list are not new matches (ADR 0024)', async () => {
    const member = await createMember(t.db.orm);
    const city = freshCity();
    const crm = new FormData();
    crm.append('csvFile', new File(['name,email,mobile\r\nKnown,known.lead@example.in,\r\n'], 'crm.csv', { type: 'text/csv' }));
    expect((await t.handle('/api/website/exclusion-list', { method: 'PUT', token: member.token, body: crm })).status).toBe(200);
    const saved = await save(member.token, { name: 'Not in our CRM', query: { city, excludeListed: 'true' } });
    expect(saved.body.savedSearch.query).toEqual({ city, excludeListed: 'true' });
    const plain = await save(member.token, { name: 'Everyone', query: { city, excludeListed: 'false' } });
    expect(plain.body.savedSearch.query).toEqual({ city });
    await newStudents(plain.body.savedSearch.id, 'last_viewed_at', [
      { city, emailId: 'known.lead@example.in' },
      { city, emailId: 'new.lead@example.in' },
    ]);

    const listed = Object.fromEntries((await listOf(member.token)).map((item) => [item.name, item.newCount]));
    expect(listed).toEqual({ 'Not in our CRM': 1, Everyone: 2 });
    const matches = await api.get(`/api/website/saved-searches/${saved.body.savedSearch.id}/new-matches`, member.token);
    expect(matches.body.count).toBe(1);
    expect(matches.body.students.map((s: any) => s.emailId)).toEqual(['n****d@example.in']);
  });

  it("a free member's search does not look into masked contacts; a premium member sees new students in full", async () => {
    const free = await createMember(t.db.orm);
    const premium = await createMember(t.db.orm, { premium: true });
    const city = freshCity();
    const query = { city, search: 'hiddenhandle' };
    const freeSearch = (await save(free.token, { name: 'By e-mail', query })).body.savedSearch.id;
    const premiumSearch = (await save(premium.token, { name: 'By e-mail', query })).body.savedSearch.id;
    await newStudents(freeSearch, 'last_viewed_at', [{ city, emailId: 'hiddenhandle@example.in' }]);
    await newStudents(premiumSearch, 'last_viewed_at', [{ city, emailId: 'hiddenhandle@example.in' }]);
    expect((await api.get(`/api/website/saved-searches/${freeSearch}/new-matches`, free.token)).body.count).toBe(0);
    const full = await api.get(`/api/website/saved-searches/${premiumSearch}/new-matches`, premium.token);
    expect(full.body.count).toBeGreaterThanOrEqual(1);
    expect(full.body.students[0].emailId).toBe('hiddenhandle@example.in');
  });
});
