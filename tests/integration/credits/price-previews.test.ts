import { beforeAll, describe, expect, it } from 'bun:test';
import { createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { caller } from '../collections/helpers';
import { addStudents } from '../leads/student-mother';

/** Issue 17 §4: every charged action's preview says exactly what the charge then takes (one price function, credits' costOf). */
const t = useTestApp();
const api = caller(t);
let ids: string[];

beforeAll(async () => {
  ids = await addStudents(
    t.db.orm,
    Array.from({ length: 6 }, (_, i) => ({ studentName: `Priced ${i}` })),
  );
});

const balance = async (memberId: string) =>
  (
    await api.sql<{ credits: number }>(
      'select c.credits from institution_credits c join website_users w on w.institution_id = c.institution_id where w.id = ?',
      [memberId],
    )
  )[0]!.credits;

describe('price previews', () => {
  it('quotes the unlock and save of a selection, and the calls then charge exactly that', async () => {
    const member = await createMember(t.db.orm, { credits: 20 });
    await api.post('/api/website/students/unlock', member.token, { studentId: ids[0] });
    const quote = await api.post('/api/website/saved-students/quote', member.token, { studentIds: [ids[0], ids[1], ids[2]] });
    expect(quote.body).toMatchObject({ unlockCredits: 2, saveCredits: 3, totalCredits: 5 });
    const before = await balance(member.id);
    const unlocked = await api.post('/api/website/students/bulk-unlock', member.token, { studentIds: [ids[0], ids[1], ids[2]] });
    const collection = (await api.post('/api/website/collections', member.token, { name: 'Priced' })).body.collection.id;
    const saved = await api.post('/api/website/saved-students/bulk', member.token, { studentIds: [ids[0], ids[1], ids[2]], collectionId: collection });
    expect(unlocked.body.creditsConsumed + saved.body.creditsConsumed).toBe(quote.body.totalCredits);
    expect(before - (await balance(member.id))).toBe(quote.body.totalCredits);
  });

  it('quotes an export, and the export then charges exactly that', async () => {
    const member = await createMember(t.db.orm, { credits: 20 });
    await api.post('/api/website/students/bulk-unlock', member.token, { studentIds: [ids[3], ids[4]] });
    const collection = (await api.post('/api/website/collections', member.token, { name: 'To export' })).body.collection.id;
    await api.post('/api/website/saved-students/bulk', member.token, { studentIds: [ids[3], ids[4]], collectionId: collection });
    const quote = await api.post('/api/website/saved-students/export/quote', member.token, { collectionId: collection });
    expect(quote.status).toBe(200);
    expect(quote.body).toEqual({ studentCount: 2, chargedStudents: 2, credits: 2 });
    const before = await balance(member.id);
    const exported = await api.post('/api/website/saved-students/export', member.token, { collectionId: collection });
    expect(exported.headers.get('x-credits-consumed')).toBe(String(quote.body.credits));
    expect(before - (await balance(member.id))).toBe(quote.body.credits);
  });

  it('quotes a premium export as free, an empty one as a refusal, and another member’s collection as not found', async () => {
    const premium = await createMember(t.db.orm, { premium: true, credits: 5 });
    const collection = (await api.post('/api/website/collections', premium.token, { name: 'Premium' })).body.collection.id;
    expect((await api.post('/api/website/saved-students/export/quote', premium.token, { collectionId: collection })).body.code).toBe('EXPORT.EMPTY');
    await api.post('/api/website/saved-students', premium.token, { studentId: ids[5], collectionId: collection });
    expect((await api.post('/api/website/saved-students/export/quote', premium.token, { collectionId: collection })).body).toEqual({
      studentCount: 1,
      chargedStudents: 0,
      credits: 0,
    });
    const stranger = await createMember(t.db.orm);
    expect((await api.post('/api/website/saved-students/export/quote', stranger.token, { collectionId: collection })).status).toBe(404);
  });
});
