import { beforeAll, describe, expect, it } from 'bun:test';
import { createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { addStudents } from './student-mother';

let ids: string[];

const t = useTestApp();
beforeAll(async () => {
  ids = await addStudents(
    t.db.orm,
    Array.from({ length: 60 }, (_, i) => ({ studentName: `Lead ${i}`, mobileNumber: `98${String(i).padStart(8, '0')}` })),
  );
});

const post = async (path: string, token: string, json: unknown, headers: Record<string, string> = {}) => {
  const response = await t.handle(path, { method: 'POST', json, token, headers });
  return { status: response.status, body: (await response.json()) as any };
};
const sql = <T = any>(query: string, params: unknown[] = []) => t.db.orm.em.fork().execute(query, params) as Promise<T[]>;
const balance = async (memberId: string) =>
  (
    await sql<{ credits: number }>('select c.credits from institution_credits c join website_users w on w.institution_id = c.institution_id where w.id = ?', [
      memberId,
    ])
  )[0]!.credits;
const ledger = (memberId: string) =>
  sql<{ transaction_type: string; credits_consumed: number; credits_remaining: number; student_id: string | null; description: string }>(
    'select transaction_type, credits_consumed, credits_remaining, student_id, description from credit_transactions where user_id = ? order by credits_remaining desc',
    [memberId],
  );

describe('unlock one student', () => {
  it('charges 1 credit, answers the unmasked student and writes the ledger row', async () => {
    const member = await createMember(t.db.orm, { credits: 10 });
    const { status, body } = await post('/api/website/students/unlock', member.token, { studentId: ids[0] });
    expect(status).toBe(200);
    expect(body).toMatchObject({ remainingCredits: 9, creditsConsumed: 1, alreadyUnlocked: false });
    expect(body.student).toMatchObject({ id: ids[0], mobileNumber: '9800000000', isUnlocked: true });
    expect(await balance(member.id)).toBe(9);
    expect(await ledger(member.id)).toEqual([
      { transaction_type: 'unlock', credits_consumed: 1, credits_remaining: 9, student_id: ids[0]!, description: 'Unlocked contact details of 1 student' },
    ]);
    const list = await (await t.handle('/api/website/students/unlocked', { token: member.token })).json();
    expect(list.unlockedStudents.map((row: any) => row.studentId)).toEqual([ids[0]]);
  });

  it('costs nothing the second time', async () => {
    const member = await createMember(t.db.orm, { credits: 10 });
    await post('/api/website/students/unlock', member.token, { studentId: ids[1] });
    const again = await post('/api/website/students/unlock', member.token, { studentId: ids[1] });
    expect(again.body).toMatchObject({ remainingCredits: 9, creditsConsumed: 0, alreadyUnlocked: true });
    expect(await ledger(member.id)).toHaveLength(1);
  });

  it('answers 402 Insufficient credits at a zero balance and charges nothing', async () => {
    const member = await createMember(t.db.orm, { credits: 0 });
    const { status, body } = await post('/api/website/students/unlock', member.token, { studentId: ids[2] });
    expect(status).toBe(402);
    expect(body).toMatchObject({ error: 'Insufficient credits', code: 'CREDITS.INSUFFICIENT' });
    expect(await sql('select 1 from unlocked_students where user_id = ?', [member.id])).toHaveLength(0);
  });

  it('does not charge premium members', async () => {
    const member = await createMember(t.db.orm, { premium: true, credits: 3 });
    const { status, body } = await post('/api/website/students/unlock', member.token, { studentId: ids[3] });
    expect(status).toBe(200);
    expect(body).toMatchObject({ remainingCredits: 3, creditsConsumed: 0 });
    expect(body.student.mobileNumber).toBe('9800000003');
    expect(await ledger(member.id)).toHaveLength(0);
  });

  it('refuses unverified members (403) and unknown students (404)', async () => {
    const unverified = await createMember(t.db.orm, { verified: false });
    expect((await post('/api/website/students/unlock', unverified.token, { studentId: ids[4] })).status).toBe(403);
    const member = await createMember(t.db.orm);
    expect((await post('/api/website/students/unlock', member.token, { studentId: crypto.randomUUID() })).status).toBe(404);
    expect((await post('/api/website/students/unlock', member.token, { studentId: 'not-a-uuid' })).status).toBe(400);
    // all or nothing: one unknown id among known ones unlocks and charges nothing
    expect((await post('/api/website/students/bulk-unlock', member.token, { studentIds: [ids[5], crypto.randomUUID()] })).status).toBe(404);
    expect(await balance(member.id)).toBe(100);
    expect(await sql('select 1 from unlocked_students where user_id = ?', [member.id])).toHaveLength(0);
    expect(await ledger(member.id)).toHaveLength(0);
  });

  it('refuses deactivated members (403)', async () => {
    const inactive = await createMember(t.db.orm, { active: false });
    expect((await post('/api/website/students/unlock', inactive.token, { studentId: ids[4] })).status).toBe(403);
  });
});

describe('bulk unlock', () => {
  it('charges only the students not unlocked before', async () => {
    const member = await createMember(t.db.orm, { credits: 10 });
    await post('/api/website/students/unlock', member.token, { studentId: ids[5] });
    const { status, body } = await post('/api/website/students/bulk-unlock', member.token, { studentIds: [ids[5], ids[6], ids[7]] });
    expect(status).toBe(200);
    expect(body).toMatchObject({ unlocked: 2, creditsConsumed: 2, remainingCredits: 7 });
    const rows = await ledger(member.id);
    expect(rows.map((row) => row.credits_remaining)).toEqual([9, 8, 7]);
    expect(rows.reduce((sum, row) => sum + row.credits_consumed, 0)).toBe(10 - 7);
  });

  it('is all or nothing when credits are short', async () => {
    const member = await createMember(t.db.orm, { credits: 2 });
    const { status, body } = await post('/api/website/students/bulk-unlock', member.token, { studentIds: [ids[8], ids[9], ids[10]] });
    expect(status).toBe(402);
    expect(body.error).toBe('Insufficient credits');
    expect(await balance(member.id)).toBe(2);
    expect(await sql('select 1 from unlocked_students where user_id = ?', [member.id])).toHaveLength(0);
    expect(await ledger(member.id)).toHaveLength(0);
  });

  it('refuses an empty selection', async () => {
    const member = await createMember(t.db.orm);
    expect((await post('/api/website/students/bulk-unlock', member.token, { studentIds: [] })).status).toBe(400);
  });
});

describe('Idempotency-Key on unlock and save', () => {
  it('answers a retried unlock with the first result, charged once', async () => {
    const member = await createMember(t.db.orm, { credits: 10 });
    const send = () => post('/api/website/students/unlock', member.token, { studentId: ids[12] }, { 'idempotency-key': 'unlock-12' });
    const first = await send();
    const retry = await send();
    expect(first.body).toMatchObject({ remainingCredits: 9, creditsConsumed: 1, alreadyUnlocked: false });
    // without the key a repeat would say alreadyUnlocked with 0 credits; the retry is the same answer
    expect(retry).toEqual(first);
    expect(await ledger(member.id)).toHaveLength(1);
  });

  it('answers retried bulk unlocks and saves sent at once with one charge each', async () => {
    const member = await createMember(t.db.orm, { credits: 10 });
    const unlocks = await Promise.all(
      Array.from({ length: 5 }, () =>
        post('/api/website/students/bulk-unlock', member.token, { studentIds: [ids[13], ids[14]] }, { 'idempotency-key': 'bulk-13-14' }),
      ),
    );
    for (const answer of unlocks)
      expect(answer).toEqual({ status: 200, body: { unlocked: 2, creditsConsumed: 2, remainingCredits: 8, studentIds: [ids[13], ids[14]], skipped: [] } });
    const saves = await Promise.all(
      Array.from({ length: 5 }, () => post('/api/website/saved-students', member.token, { studentId: ids[13] }, { 'idempotency-key': 'save-13' })),
    );
    for (const answer of saves) expect(answer).toEqual(saves[0]!);
    expect(saves[0]!.body).toMatchObject({ success: true, savedCount: 1, creditsConsumed: 1, remainingCredits: 7 });
    expect(await balance(member.id)).toBe(7);
    expect((await ledger(member.id)).map((row) => row.transaction_type)).toEqual(['unlock', 'unlock', 'save']);
  });

  it('refuses a key reused for another request (409) and charges nothing for it', async () => {
    const member = await createMember(t.db.orm, { credits: 10 });
    await post('/api/website/students/unlock', member.token, { studentId: ids[15] }, { 'idempotency-key': 'mine' });
    const reused = await post('/api/website/students/unlock', member.token, { studentId: ids[16] }, { 'idempotency-key': 'mine' });
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ code: 'IDEMPOTENCY.KEY_REUSED' });
    expect(await balance(member.id)).toBe(9);
  });

  it('remembers nothing of a refused attempt: the same key works once credits arrive', async () => {
    const member = await createMember(t.db.orm, { credits: 0 });
    const send = () => post('/api/website/students/unlock', member.token, { studentId: ids[17] }, { 'idempotency-key': 'after-top-up' });
    expect((await send()).status).toBe(402);
    await sql('update institution_credits set credits = 5 where institution_id = (select institution_id from website_users where id = ?)', [member.id]);
    expect((await send()).body).toMatchObject({ creditsConsumed: 1, remainingCredits: 4 });
  });
});

describe('parallel unlocks', () => {
  it('50 unlocks at once against 10 credits charge exactly 10', async () => {
    const member = await createMember(t.db.orm, { credits: 10 });
    const targets = ids.slice(10, 60);
    const answers = await Promise.all(targets.map((studentId) => post('/api/website/students/unlock', member.token, { studentId })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 402)).toHaveLength(40);
    expect(await balance(member.id)).toBe(0);
    const rows = await ledger(member.id);
    expect(rows.reduce((sum, row) => sum + row.credits_consumed, 0)).toBe(10);
    expect(await sql('select 1 from unlocked_students where user_id = ?', [member.id])).toHaveLength(10);
  });

  it('the same student unlocked 20 times at once is charged once', async () => {
    const member = await createMember(t.db.orm, { credits: 10 });
    await Promise.all(Array.from({ length: 20 }, () => post('/api/website/students/unlock', member.token, { studentId: ids[11] })));
    expect(await balance(member.id)).toBe(9);
    expect(await ledger(member.id)).toHaveLength(1);
  });
});

describe('consume credits for an export', () => {
  it('spends whole positive numbers and writes the ledger', async () => {
    const member = await createMember(t.db.orm, { credits: 10 });
    const { status, body } = await post('/api/website/credits/consume', member.token, {
      transactionType: 'export',
      creditsToConsume: 4,
      description: 'Exported 4 students',
    });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, creditsConsumed: 4, remainingCredits: 6 });
    expect(await ledger(member.id)).toEqual([
      { transaction_type: 'export', credits_consumed: 4, credits_remaining: 6, student_id: null, description: 'Exported 4 students' },
    ]);
  });

  it('refuses zero, negative and fractional amounts', async () => {
    const member = await createMember(t.db.orm, { credits: 10 });
    for (const creditsToConsume of [0, -3, 1.5]) {
      expect((await post('/api/website/credits/consume', member.token, { transactionType: 'export', creditsToConsume, description: 'x' })).status).toBe(400);
    }
    expect(await balance(member.id)).toBe(10);
  });

  it('answers 402 when the balance is short, and charges premium members nothing', async () => {
    const poor = await createMember(t.db.orm, { credits: 3 });
    expect((await post('/api/website/credits/consume', poor.token, { transactionType: 'export', creditsToConsume: 4, description: 'Export' })).status).toBe(
      402,
    );
    expect(await balance(poor.id)).toBe(3);
    const premium = await createMember(t.db.orm, { premium: true, credits: 3 });
    const { body } = await post('/api/website/credits/consume', premium.token, { transactionType: 'export', creditsToConsume: 50, description: 'Export' });
    expect(body).toEqual({ success: true, creditsConsumed: 0, remainingCredits: 3 });
  });

  it('charges a retried request with the same Idempotency-Key once', async () => {
    const member = await createMember(t.db.orm, { credits: 10 });
    const send = () =>
      post(
        '/api/website/credits/consume',
        member.token,
        { transactionType: 'export', creditsToConsume: 2, description: 'Export' },
        { 'idempotency-key': 'export-42' },
      );
    const first = await send();
    const retry = await send();
    expect(first.body.remainingCredits).toBe(8);
    expect(retry.body.remainingCredits).toBe(8);
    expect(await balance(member.id)).toBe(8);
  });
});

describe('prices', () => {
  it('serves the one pricing table, and what premium members pay: the save only (spec 001 §6, §9)', async () => {
    const body = await (await t.handle('/api/website/credits/prices')).json();
    expect(body).toEqual({ prices: { unlock: 1, save: 1, export: 1 }, premiumPrices: { unlock: 0, save: 1, export: 0 }, lowCreditThreshold: 10 });
  });
});
