import { describe, expect, it } from 'bun:test';
import { createUnitOfWork } from '@platform/db/unit-of-work';
import { DEVELOPMENT_INBOUND_BOUNCE_SECRET } from '@platform/config';
import { createAdmin, createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { createCreditHistoryRepository } from '@modules/credits/adapters/persistence/credit-history.repository';
import { unlockRefundReference } from '@modules/credits/domain/ledger';
import { bounceSignatureOf } from '@modules/leads/adapters/http/bounce-signature';
import { createContactStatesRepository } from '@modules/leads/adapters/persistence/contact-states.repository';
import { creditBackWithin } from '@modules/leads/application/credit-back.use-case';
import { caller } from '../collections/helpers';
import { portal } from '../rights/rights-helpers';
import { addStudents } from './student-mother';

/** Issue 29 §3, ADR 0025: automatic credit-back when a contact bounces, is corrected or is reported by three institutions. */
const t = useTestApp();
const api = caller(t);
let n = 0;

const student = async () => {
  n += 1;
  const email = `bounce${n}.${Date.now()}@example.in`;
  const mobile = `9${String(Date.now()).slice(-7)}${String(n).padStart(2, '0')}`;
  const [id] = await addStudents(t.db.orm, [{ studentName: 'Bounced Student', emailId: email, mobileNumber: mobile }]);
  return { id: id!, email, mobile };
};
const balance = async (memberId: string) =>
  (
    await api.sql<{ credits: number }>(
      'select c.credits from institution_credits c join website_users w on w.institution_id = c.institution_id where w.id = ?',
      [memberId],
    )
  )[0]!.credits;
const bounce = (body: unknown, options: { secret?: string; at?: number } = {}) => {
  const raw = JSON.stringify(body);
  const at = options.at ?? Math.floor(Date.now() / 1000);
  return t.handle('/api/inbound/bounces', {
    method: 'POST',
    body: raw,
    headers: { 'content-type': 'application/json', 'x-edureach-signature': bounceSignatureOf(options.secret ?? DEVELOPMENT_INBOUND_BOUNCE_SECRET, at, raw) },
  });
};
const emailBounce = (address: string) => ({ channel: 'email', address, reason: '550 5.1.1 user unknown', occurredAt: new Date().toISOString() });

describe('an inbound bounce', () => {
  it('marks the e-mail invalid and refunds every seat that paid in the last 30 days, once, with a ledger row and an e-mail', async () => {
    const { id, email } = await student();
    const [a, b, old] = await Promise.all([1, 2, 3].map(() => createMember(t.db.orm, { credits: 5 })));
    for (const member of [a!, b!, old!]) expect((await api.post('/api/website/students/unlock', member.token, { studentId: id })).status).toBe(200);
    // the third paid 31 days ago: outside the window
    await api.sql("update credit_transactions set created_at = now() - interval '31 days' where user_id = ? and student_id = ?", [old!.id, id]);

    const answer = await bounce(emailBounce(email.toUpperCase()));
    expect(answer.status).toBe(202);
    expect(await answer.json()).toEqual({ matchedStudents: 1, refundedSeats: 2 });
    expect([await balance(a!.id), await balance(b!.id), await balance(old!.id)]).toEqual([5, 5, 4]);
    const [refund] = (await api.get('/api/website/credits/ledger', a!.token)).body.entries;
    expect(refund).toMatchObject({ kind: 'refund', change: 1, balanceAfter: 5, studentId: id, description: 'Refund: e-mail bounced' });
    const mails = await t.outbox(a!.email);
    expect(mails.some((mail) => mail.subject === '1 credit refunded: e-mail bounced')).toBe(true);

    // again: nothing more
    expect(await (await bounce(emailBounce(email))).json()).toEqual({ matchedStudents: 1, refundedSeats: 0 });
    expect(await balance(a!.id)).toBe(5);

    // shown as invalid to everyone, premium too: masked, and why in the flags
    const premium = await createMember(t.db.orm, { premium: true });
    const seen = await api.get(`/api/public/students/${id}`, premium.token);
    expect(seen.status).toBe(200);
    expect(seen.body.emailId).not.toBe(email);
    const flags = (await api.get(`/api/website/students/flags?ids=${id}`, premium.token)).body.flags;
    expect(flags).toEqual([{ studentId: id, fields: ['emailId'], invalid: [{ field: 'emailId', since: expect.any(String), reason: 'bounce' }] }]);
  });

  it('is refused without a good signature', async () => {
    const { email } = await student();
    expect((await bounce(emailBounce(email), { secret: 'another-secret-of-16-chars' })).status).toBe(401);
    expect((await bounce(emailBounce(email), { at: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(401);
    const unsigned = await t.handle('/api/inbound/bounces', { method: 'POST', json: emailBounce(email) });
    expect(unsigned.status).toBe(401);
    expect((await unsigned.json()).code).toBe('INBOUND.BAD_SIGNATURE');
    expect((await bounce({ channel: 'fax', address: email, reason: 'x', occurredAt: new Date().toISOString() })).status).toBe(400);
  });
});

describe('no charge for an invalid contact', () => {
  it('refuses the unlock of a student whose every contact is invalid, charging nothing; one good field is still sold', async () => {
    const { id, email, mobile } = await student();
    await bounce(emailBounce(email));
    const member = await createMember(t.db.orm, { credits: 5 });
    const ledgerBefore = (await api.get('/api/website/credits/ledger', member.token)).body.entries.length;

    await bounce({ channel: 'sms', address: `+91 ${mobile}`, reason: 'absent subscriber', occurredAt: new Date().toISOString() });
    const refused = await api.post('/api/website/students/unlock', member.token, { studentId: id });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('STUDENTS.CONTACT_INVALID');
    expect(await balance(member.id)).toBe(5);
    // the list and the detail say which fields are invalid, so the portal turns the row's Unlock off beforehand
    const listed = await api.get('/api/public/students?search=Bounced&limit=100', member.token);
    expect(listed.body.students.find((row: { id: string }) => row.id === id)?.invalidContacts).toEqual(['emailId', 'mobileNumber']);
    expect((await api.get(`/api/public/students/${id}`, member.token)).body.invalidContacts).toEqual(['emailId', 'mobileNumber']);
    expect((await api.get('/api/website/credits/ledger', member.token)).body.entries).toHaveLength(ledgerBefore);
    const bulk = await api.post('/api/website/students/bulk-unlock', member.token, { studentIds: [id] });
    expect(await balance(member.id)).toBe(5);
    expect(bulk.status).toBe(200);
    expect(bulk.body.skipped).toEqual([expect.objectContaining({ studentId: id, code: 'STUDENTS.CONTACT_INVALID' })]);

    // only the e-mail invalid: the unlock buys the mobile number, the e-mail stays masked
    const half = await student();
    await bounce(emailBounce(half.email));
    const bought = await api.post('/api/website/students/unlock', member.token, { studentId: half.id });
    expect(bought.status).toBe(200);
    expect(bought.body.student.mobileNumber).toBe(half.mobile);
    expect(bought.body.student.emailId).not.toBe(half.email);
    expect((await api.get(`/api/public/students/${half.id}`, member.token)).body.invalidContacts).toEqual(['emailId']);
  });
});

describe('other signals', () => {
  it("the third institution's report marks the field invalid and refunds every payer at once; the answer says what happens next", async () => {
    const { id } = await student();
    const members = await Promise.all([1, 2, 3].map(() => createMember(t.db.orm, { credits: 5 })));
    for (const member of members) await api.post('/api/website/students/unlock', member.token, { studentId: id });
    const first = await api.post(`/api/website/students/${id}/report`, members[0]!.token, { reason: 'wrong_number' });
    expect(first.body.message).toContain('if 2 more institutions report this mobile number');
    const second = await api.post(`/api/website/students/${id}/report`, members[1]!.token, { reason: 'wrong_number' });
    expect(second.body.message).toContain('if one more institution reports');
    expect(await balance(members[0]!.id)).toBe(4);
    const third = await api.post(`/api/website/students/${id}/report`, members[2]!.token, { reason: 'wrong_number' });
    expect(third.body.message).toContain('marked invalid for everyone');
    expect(await Promise.all(members.map((member) => balance(member.id)))).toEqual([5, 5, 5]);
    const [refund] = (await api.get('/api/website/credits/ledger', members[0]!.token)).body.entries;
    expect(refund.description).toBe('Refund: mobile number reported invalid by 3 institutions');
  });

  it("an admin's correction refunds the recent payers and clears the invalid mark (a new value)", async () => {
    const { id, email } = await student();
    const admin = await createAdmin(t.db.orm);
    const member = await createMember(t.db.orm, { credits: 5 });
    await api.post('/api/website/students/unlock', member.token, { studentId: id });
    const edited = await api.patch(`/api/students/${id}`, admin.token, { emailId: `new.${email}` });
    expect(edited.status).toBe(200);
    expect(await balance(member.id)).toBe(5);
    const [refund] = (await api.get('/api/website/credits/ledger', member.token)).body.entries;
    expect(refund.description).toBe('Refund: e-mail corrected by our team');
    // an edit of another field refunds nothing
    expect((await api.patch(`/api/students/${id}`, admin.token, { city: 'Pune' })).status).toBe(200);
    expect((await api.get('/api/website/credits/ledger', member.token)).body.entries[0].description).toBe('Refund: e-mail corrected by our team');
  });
});

describe("the student's own correction in /my-data", () => {
  it('refunds the recent payers of the old mobile number once the correction is applied', async () => {
    const { id, email } = await student();
    const admin = await createAdmin(t.db.orm);
    const member = await createMember(t.db.orm, { credits: 5 });
    await api.post('/api/website/students/unlock', member.token, { studentId: id });
    const rights = portal(t);
    const pass = await rights.signIn(email);
    const filed = await rights.call('POST', '/requests', { pass, json: { kind: 'correction', studentId: id, field: 'mobileNumber', value: '9000012345' } });
    expect(filed.status).toBe(201);
    expect(await balance(member.id)).toBe(4);
    const resolved = await t.handle(`/api/admin/privacy-requests/${filed.body.id}/resolve`, {
      method: 'POST',
      token: admin.token,
      json: { outcome: 'handled' },
    });
    expect(resolved.status).toBe(200);
    expect(await balance(member.id)).toBe(5);
    const [refund] = (await api.get('/api/website/credits/ledger', member.token)).body.entries;
    expect(refund.description).toBe('Refund: mobile number corrected by the student');
  });
});

describe('every refund in the same transaction as its ledger row', () => {
  it('rolls the pool back with the ledger row and the invalid mark, and commits them together', async () => {
    const { id } = await student();
    const member = await createMember(t.db.orm, { credits: 5 });
    await api.post('/api/website/students/unlock', member.token, { studentId: id });
    const deps = {
      states: createContactStatesRepository(t.db.orm),
      credits: {
        refundRecentUnlocksWithin: async (tx: any, refund: { studentId: string; since: Date; description: string }) => {
          const history = createCreditHistoryRepository(t.db.orm);
          const refunded = [];
          for (const memberId of await history.unlockPayersSince(tx, refund.studentId, refund.since)) {
            const { refunded: credits } = await history.refund(tx, { ...refund, memberId, reference: unlockRefundReference(refund.studentId) });
            if (credits > 0) refunded.push({ memberId, studentId: refund.studentId, credits });
          }
          return refunded;
        },
      },
      now: () => new Date(),
    };
    const unitOfWork = createUnitOfWork(t.db.orm);
    const refundRows = () => api.sql("select id from credit_transactions where user_id = ? and transaction_type = 'refund'", [member.id]);

    // a failure after the refund: the pool, the ledger row and the mark all roll back
    await expect(
      unitOfWork(async (tx) => {
        expect(await creditBackWithin(tx, id, 'emailId', { kind: 'invalid', reason: 'bounce' }, deps)).toHaveLength(1);
        throw new Error('after the refund');
      }),
    ).rejects.toThrow('after the refund');
    expect(await balance(member.id)).toBe(4);
    expect(await refundRows()).toHaveLength(0);
    expect(await api.sql('select * from contact_field_states where student_id = ?', [id])).toHaveLength(0);

    await unitOfWork((tx) => creditBackWithin(tx, id, 'emailId', { kind: 'invalid', reason: 'bounce' }, deps));
    expect(await balance(member.id)).toBe(5);
    expect(await refundRows()).toHaveLength(1);
  });
});
