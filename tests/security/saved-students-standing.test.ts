import { beforeAll, describe, expect, it } from 'bun:test';
import { createAdmin, createMember } from '../support/auth';
import { useTestApp } from '../support/test-app';
import { addStudents } from '../integration/leads/student-mother';

/**
 * Issue 18, items 9 and 10: what a member's saved list gives once an admin changes their standing. Un-verified:
 * the saved list is blocked as the portal is (spec 001 §2). Downgraded from premium: students saved while premium
 * and never unlocked are masked again, so exporting them costs nothing.
 */

let admin: { token: string };
const t = useTestApp();
beforeAll(async () => {
  admin = await createAdmin(t.db.orm);
}, 60_000);

const call = async (method: string, path: string, token: string, json?: unknown) => {
  const response = await t.handle(path, { method, token, json });
  const text = await response.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, text, body, headers: response.headers };
};

let n = 0;
const mobiles = (count: number) => Array.from({ length: count }, () => `70${String(41_000_000 + (n += 1)).padStart(8, '0')}`);

async function collectionOf(token: string) {
  return (await call('POST', '/api/website/collections/', token, { name: `Box ${(n += 1)}` })).body.collection.id as string;
}

describe('a member an admin un-verifies', () => {
  it('can no longer read the saved list, and with it the unlocked contacts', async () => {
    const member = await createMember(t.db.orm, { credits: 10 });
    const [mobile] = mobiles(1);
    const [studentId] = await addStudents(t.db.orm, [{ mobileNumber: mobile }]);
    expect((await call('POST', '/api/website/students/unlock', member.token, { studentId })).status).toBe(200);
    const box = await collectionOf(member.token);
    expect((await call('POST', '/api/website/saved-students/', member.token, { studentId, collectionId: box })).status).toBe(200);
    expect((await call('GET', '/api/website/saved-students/', member.token)).text).toContain(mobile!);

    expect((await call('POST', `/api/website-users/${member.id}/toggle-verification`, admin.token)).status).toBe(200);
    const blocked = await call('GET', '/api/website/saved-students/', member.token);
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe('AUTH.NOT_VERIFIED');
    expect(blocked.text).not.toContain(mobile!);
    // as the portal's student list
    expect((await call('GET', '/api/public/students', member.token)).status).toBe(403);
  });
});

describe('a member downgraded from premium', () => {
  it('exports students saved while premium masked and free, and pays only for the ones unlocked since', async () => {
    const member = await createMember(t.db.orm, { premium: true, credits: 10 });
    const numbers = mobiles(3);
    const ids = await addStudents(
      t.db.orm,
      numbers.map((mobileNumber) => ({ mobileNumber })),
    );
    const box = await collectionOf(member.token);
    expect((await call('POST', '/api/website/saved-students/bulk', member.token, { studentIds: ids, collectionId: box })).status).toBe(200);
    const before = (await call('GET', '/api/website/credits', member.token)).body.credits as number;

    expect((await call('POST', `/api/website-users/${member.id}/upgrade-membership`, admin.token, { membershipType: 'free' })).status).toBe(200);
    expect((await call('POST', '/api/website/students/unlock', member.token, { studentId: ids[0] })).status).toBe(200);

    const exported = await call('POST', '/api/website/saved-students/export', member.token, { collectionId: box });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('x-exported-count')).toBe('3');
    expect(exported.headers.get('x-credits-consumed')).toBe('1');
    expect(exported.text).toContain(numbers[0]!);
    expect(exported.text).not.toContain(numbers[1]!);
    expect(exported.text).not.toContain(numbers[2]!);
    // 1 for the unlock, 1 for the one row shown in full
    expect((await call('GET', '/api/website/credits', member.token)).body.credits).toBe(before - 2);
  });

  it('exports a collection of masked rows with no credits at all', async () => {
    const member = await createMember(t.db.orm, { premium: true, credits: 5 });
    const numbers = mobiles(2);
    const ids = await addStudents(
      t.db.orm,
      numbers.map((mobileNumber) => ({ mobileNumber })),
    );
    const box = await collectionOf(member.token);
    expect((await call('POST', '/api/website/saved-students/bulk', member.token, { studentIds: ids, collectionId: box })).status).toBe(200);
    await t.db.orm.em
      .fork()
      .execute('update institution_credits set credits = 0 where institution_id = (select institution_id from website_users where id = ?)', [member.id]);
    expect((await call('POST', `/api/website-users/${member.id}/upgrade-membership`, admin.token, { membershipType: 'free' })).status).toBe(200);

    const exported = await call('POST', '/api/website/saved-students/export', member.token, { studentIds: ids });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('x-credits-consumed')).toBe('0');
    for (const mobile of numbers) expect(exported.text).not.toContain(mobile);
    const [ledger] = await t.db.orm.em
      .fork()
      .execute<{ n: number }[]>("select count(*)::int as n from credit_transactions where user_id = ? and transaction_type = 'export'", [member.id]);
    expect(ledger!.n).toBe(0);
  });
});
