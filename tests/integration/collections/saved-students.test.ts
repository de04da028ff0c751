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
    Array.from({ length: 10 }, (_, i) => ({ studentName: `Saved ${i}`, mobileNumber: `97${String(i).padStart(8, '0')}` })),
  );
});

const URL = '/api/website/saved-students';
const balance = async (memberId: string) =>
  (await api.sql('select c.credits from institution_credits c join website_users w on w.institution_id = c.institution_id where w.id = ?', [memberId]))[0]
    .credits;
const newCollection = async (token: string, name: string) => (await api.post('/api/website/collections', token, { name })).body.collection;

describe('save one student', () => {
  it('saves an unlocked student with notes for 1 credit and lists it unmasked', async () => {
    const member = await createMember(t.db.orm, { credits: 10 });
    await unlockFor(t, member.id, [ids[0]!]);
    const box = await newCollection(member.token, 'Box');
    const saved = await api.post(URL, member.token, { studentId: ids[0], collectionId: box.id, notes: 'Call after 5pm' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ savedCount: 1, creditsConsumed: 1, remainingCredits: 9, collectionId: box.id });
    expect(await balance(member.id)).toBe(9);
    const ledger = await api.sql('select transaction_type, student_id from credit_transactions where user_id = ?', [member.id]);
    expect(ledger).toEqual([{ transaction_type: 'save', student_id: ids[0] }]);
    const list = await api.get(URL, member.token);
    expect(list.body.total).toBe(1);
    expect(list.body.savedStudents[0]).toMatchObject({
      id: ids[0],
      studentId: ids[0],
      studentName: 'Saved 0',
      mobileNumber: '9700000000',
      collectionId: box.id,
      notes: 'Call after 5pm',
      isUnlocked: true,
    });
  });

  it('answers 409 already saved the second time and charges once', async () => {
    const member = await createMember(t.db.orm, { credits: 10 });
    await unlockFor(t, member.id, [ids[1]!]);
    await api.post(URL, member.token, { studentId: ids[1] });
    const again = await api.post(URL, member.token, { studentId: ids[1] });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('the student is already in your saved list');
    expect(await balance(member.id)).toBe(9);
  });

  it('files a save without a collection in the default collection', async () => {
    const member = await createMember(t.db.orm, { credits: 10 });
    await unlockFor(t, member.id, [ids[2]!]);
    const saved = await api.post(URL, member.token, { studentId: ids[2] });
    const [fallback] = (await api.get('/api/website/collections', member.token)).body.collections;
    expect(saved.body.collectionId).toBe(fallback.id);
    expect(fallback.studentCount).toBe(1);
  });

  it('refuses a locked student with 403 and charges nothing', async () => {
    const member = await createMember(t.db.orm, { credits: 10 });
    const refused = await api.post(URL, member.token, { studentId: ids[3] });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('SAVED.LOCKED');
    expect(await balance(member.id)).toBe(10);
    expect(await api.sql('select 1 from saved_students where user_id = ?', [member.id])).toHaveLength(0);
  });

  // spec 001 §9: saving costs 1 credit for every member; premium members are exempt from export only (§6).
  // (Until issue #13 this test asserted that premium members saved for free.)
  it('lets premium members save without unlocking, for 1 credit like everyone', async () => {
    const member = await createMember(t.db.orm, { premium: true, credits: 5 });
    const saved = await api.post(URL, member.token, { studentId: ids[3] });
    expect(saved.body).toMatchObject({ savedCount: 1, creditsConsumed: 1, remainingCredits: 4 });
    expect(await balance(member.id)).toBe(4);
    const [ledger] = await api.sql('select transaction_type, credits_consumed from credit_transactions where user_id = ?', [member.id]);
    expect(ledger).toMatchObject({ transaction_type: 'save', credits_consumed: 1 });
  });

  it('refuses a premium save with 402 when the balance is 0', async () => {
    const member = await createMember(t.db.orm, { premium: true, credits: 0 });
    expect((await api.post(URL, member.token, { studentId: ids[3] })).status).toBe(402);
    expect(await api.sql('select 1 from saved_students where user_id = ?', [member.id])).toHaveLength(0);
  });

  it('answers 402 and saves nothing when the member has no credits', async () => {
    const member = await createMember(t.db.orm, { credits: 0 });
    await unlockFor(t, member.id, [ids[4]!]);
    const refused = await api.post(URL, member.token, { studentId: ids[4] });
    expect(refused.status).toBe(402);
    expect(await api.sql('select 1 from saved_students where user_id = ?', [member.id])).toHaveLength(0);
  });

  it('refuses unverified members', async () => {
    const member = await createMember(t.db.orm, { verified: false });
    expect((await api.post(URL, member.token, { studentId: ids[0] })).status).toBe(403);
  });
});

describe('bulk save', () => {
  it('counts saved and already saved, charging only the new ones', async () => {
    const member = await createMember(t.db.orm, { credits: 10 });
    await unlockFor(t, member.id, ids.slice(0, 4));
    const box = await newCollection(member.token, 'Bulk');
    await api.post(URL, member.token, { studentId: ids[0], collectionId: box.id });
    const bulk = await api.post(`${URL}/bulk`, member.token, { studentIds: ids.slice(0, 4), collectionId: box.id, notes: '' });
    expect(bulk.status).toBe(200);
    expect(bulk.body).toMatchObject({ savedCount: 3, alreadySavedCount: 1, creditsConsumed: 3, remainingCredits: 6 });
    expect(await balance(member.id)).toBe(6);
  });

  it('saves nothing when the credits cannot pay for all of them', async () => {
    const member = await createMember(t.db.orm, { credits: 2 });
    await unlockFor(t, member.id, ids.slice(0, 3));
    const box = await newCollection(member.token, 'Short');
    const bulk = await api.post(`${URL}/bulk`, member.token, { studentIds: ids.slice(0, 3), collectionId: box.id });
    expect(bulk.status).toBe(402);
    expect(await balance(member.id)).toBe(2);
    expect(await api.sql('select 1 from saved_students where user_id = ?', [member.id])).toHaveLength(0);
  });

  it('refuses the whole batch when one student is locked', async () => {
    const member = await createMember(t.db.orm, { credits: 10 });
    await unlockFor(t, member.id, ids.slice(0, 2));
    const box = await newCollection(member.token, 'Mixed');
    const bulk = await api.post(`${URL}/bulk`, member.token, { studentIds: ids.slice(0, 3), collectionId: box.id });
    expect(bulk.status).toBe(403);
    expect(await api.sql('select 1 from saved_students where user_id = ?', [member.id])).toHaveLength(0);
  });

  it('needs a collection id and at least one student', async () => {
    const member = await createMember(t.db.orm);
    expect((await api.post(`${URL}/bulk`, member.token, { studentIds: [ids[0]] })).body.error).toBe('Collection ID is required to save students');
    const box = await newCollection(member.token, 'Empty');
    expect((await api.post(`${URL}/bulk`, member.token, { studentIds: [], collectionId: box.id })).body.error).toBe(
      'At least one student must be selected for bulk save',
    );
  });
});

describe('the save quote', () => {
  it('prices the unlock of the locked students plus the save of the unsaved ones, as the calls then charge', async () => {
    const member = await createMember(t.db.orm, { credits: 20 });
    // ids[0] unlocked and saved; ids[1], ids[2] locked
    await unlockFor(t, member.id, [ids[0]!]);
    await api.post(URL, member.token, { studentId: ids[0] });
    const selection = [ids[0], ids[1], ids[2]];
    const quote = await api.post(`${URL}/quote`, member.token, { studentIds: selection });
    expect(quote.status).toBe(200);
    expect(quote.body).toEqual({ studentCount: 3, alreadySaved: 1, toUnlock: 2, toSave: 2, unlockCredits: 2, saveCredits: 2, totalCredits: 4 });

    const before = await balance(member.id);
    const unlocked = await api.post('/api/website/students/bulk-unlock', member.token, { studentIds: [ids[1], ids[2]] });
    const box = await newCollection(member.token, 'Quoted');
    const saved = await api.post(`${URL}/bulk`, member.token, { studentIds: selection, collectionId: box.id });
    expect(unlocked.body.creditsConsumed + saved.body.creditsConsumed).toBe(quote.body.totalCredits);
    expect(before - (await balance(member.id))).toBe(4);
    expect(await api.post(`${URL}/quote`, member.token, { studentIds: selection }).then((r) => r.body.totalCredits)).toBe(0);
  });

  it('prices only the save for a premium member', async () => {
    const member = await createMember(t.db.orm, { premium: true, credits: 20 });
    const quote = await api.post(`${URL}/quote`, member.token, { studentIds: [ids[5], ids[6]] });
    expect(quote.body).toMatchObject({ toUnlock: 0, toSave: 2, unlockCredits: 0, saveCredits: 2, totalCredits: 2 });
  });

  it('answers 404 for an unknown student and 400 for an empty selection', async () => {
    const member = await createMember(t.db.orm);
    expect((await api.post(`${URL}/quote`, member.token, { studentIds: [crypto.randomUUID()] })).status).toBe(404);
    expect((await api.post(`${URL}/quote`, member.token, { studentIds: [] })).status).toBe(400);
  });
});

describe('saved list, check, notes, move and unsave', () => {
  it('checks one and many, edits notes, moves singly and in bulk, and removes', async () => {
    const member = await createMember(t.db.orm, { credits: 20 });
    await unlockFor(t, member.id, ids.slice(0, 4));
    const from = await newCollection(member.token, 'From');
    const to = await newCollection(member.token, 'To');
    await api.post(`${URL}/bulk`, member.token, { studentIds: ids.slice(0, 3), collectionId: from.id });

    expect((await api.get(`${URL}/check/${ids[0]}`, member.token)).body).toEqual({ isSaved: true, collectionId: from.id });
    expect((await api.get(`${URL}/check/${ids[5]}`, member.token)).body).toEqual({ isSaved: false, collectionId: null });
    const statuses = (await api.post(`${URL}/bulk-check`, member.token, { studentIds: [ids[0], ids[5]] })).body.saveStatuses;
    expect(statuses).toEqual({ [ids[0]!]: true, [ids[5]!]: false });

    const notes = await api.patch(`${URL}/${ids[0]}/notes`, member.token, { notes: 'Interested in MBBS' });
    expect(notes.body).toEqual({ studentId: ids[0], notes: 'Interested in MBBS' });

    expect((await api.post(`${URL}/${ids[0]}/move`, member.token, { collectionId: to.id })).status).toBe(200);
    const bulk = await api.post(`${URL}/bulk-move`, member.token, { studentIds: [ids[1], ids[2], ids[7]], collectionId: to.id });
    expect(bulk.body.moved).toBe(2);
    expect(bulk.body.errors).toEqual([{ studentId: ids[7], error: 'This student is not in your saved list' }]);
    const inTo = await api.get(`${URL}?collectionId=${to.id}`, member.token);
    expect(inTo.body.total).toBe(3);
    expect(inTo.body.savedStudents.find((s: any) => s.id === ids[0]).notes).toBe('Interested in MBBS');
    expect((await api.get(`${URL}?collectionId=${from.id}`, member.token)).body.total).toBe(0);

    expect((await api.del(`${URL}/${ids[0]}`, member.token)).status).toBe(200);
    expect((await api.del(`${URL}/${ids[0]}`, member.token)).status).toBe(404);
    expect((await api.get(URL, member.token)).body.total).toBe(2);
  });

  it("never touches another member's saved students", async () => {
    const owner = await createMember(t.db.orm, { credits: 10 });
    const intruder = await createMember(t.db.orm);
    await unlockFor(t, owner.id, [ids[6]!]);
    await api.post(URL, owner.token, { studentId: ids[6], notes: 'mine' });
    const intruderBox = await newCollection(intruder.token, 'Theirs');
    expect((await api.patch(`${URL}/${ids[6]}/notes`, intruder.token, { notes: 'hacked' })).status).toBe(404);
    expect((await api.del(`${URL}/${ids[6]}`, intruder.token)).status).toBe(404);
    expect((await api.post(`${URL}/${ids[6]}/move`, intruder.token, { collectionId: intruderBox.id })).status).toBe(404);
    expect((await api.get(URL, intruder.token)).body).toEqual({ savedStudents: [], total: 0 });
    const ownerFallback = (await api.get('/api/website/collections', owner.token)).body.collections[0];
    expect((await api.post(`${URL}/bulk-move`, intruder.token, { studentIds: [ids[6]], collectionId: ownerFallback.id })).status).toBe(404);
    expect((await api.sql('select notes from saved_students where user_id = ?', [owner.id]))[0].notes).toBe('mine');
  });

  it('refuses a limit above 1000 and a malformed collection id', async () => {
    const member = await createMember(t.db.orm);
    expect((await api.get(`${URL}?limit=1001`, member.token)).status).toBe(400);
    expect((await api.get(`${URL}?collectionId=nope`, member.token)).status).toBe(400);
  });
});
