import { beforeAll, describe, expect, it } from 'bun:test';
import { financialYearOf } from '@modules/billing/domain/financial-year';
import { createAdmin, createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { caller } from '../collections/helpers';
import { billingReady } from './billing-helpers';

/**
 * ADR 0021: invoice numbers run 1, 2, 3… per financial year with no gap and no number taken twice, even when requests
 * arrive together; a request refused before or inside its transaction takes no number. This file's database is its
 * own, so the year's series starts here at 1.
 */
const t = useTestApp();
const api = caller(t);
let packId: string;
let adminToken: string;

beforeAll(async () => {
  adminToken = (await createAdmin(t.db.orm)).token;
  packId = await billingReady(t, adminToken);
});

const request = (token: string, body: Record<string, unknown> = {}) =>
  api.post('/api/website/billing/invoices', token, { packId, placeOfSupply: '29', ...body });
const sequences = async () =>
  (await api.sql<{ sequence: number }>('select sequence from invoices where financial_year = ? order by sequence', [financialYearOf(new Date())])).map(
    (row) => row.sequence,
  );
const counter = async () =>
  (await api.sql<{ last_number: number }>('select last_number from invoice_counters where financial_year = ?', [financialYearOf(new Date())]))[0]?.last_number;

describe('invoice numbers', () => {
  it('are 1 to 30 for 30 requests sent at once by ten members, without a gap or a repeat', async () => {
    const members = await Promise.all(Array.from({ length: 10 }, () => createMember(t.db.orm)));
    const answers = await Promise.all(members.flatMap((member) => [request(member.token), request(member.token), request(member.token)]));
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(201));
    const year = financialYearOf(new Date()).slice(2);
    const numbers = answers.map((answer) => answer.body.invoice.number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 30 }, (_, i) => `EDU/${year}/${String(i + 1).padStart(5, '0')}`));
    expect(await sequences()).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(await counter()).toBe(30);
  });

  it('are not taken by a request refused before its transaction (a wrong GSTIN) or inside it (too many unpaid invoices)', async () => {
    const member = await createMember(t.db.orm);
    expect((await request(member.token, { buyerGstin: '29AAGCB7383J1Z5' })).body.code).toBe('BILLING.GSTIN_INVALID');
    for (let i = 0; i < 5; i += 1) expect((await request(member.token)).status).toBe(201);
    // the sixth takes number 36 inside its transaction, counts five unpaid invoices and rolls back: 36 is free again
    const sixth = await request(member.token);
    expect([sixth.status, sixth.body.code]).toEqual([409, 'BILLING.TOO_MANY_OPEN']);
    expect(await counter()).toBe(35);
    const next = await request((await createMember(t.db.orm)).token);
    expect(next.body.invoice.number).toEndWith('/00036');
    expect(await sequences()).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
  });

  it('leave room again once an unpaid invoice expires', async () => {
    const member = await createMember(t.db.orm);
    for (let i = 0; i < 5; i += 1) await request(member.token);
    await api.sql("update invoices set issued_at = issued_at - interval '16 days' where id = (select id from invoices where buyer_id = ? limit 1)", [
      member.id,
    ]);
    expect((await request(member.token)).status).toBe(201);
  });
});
