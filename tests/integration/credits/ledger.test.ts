import { beforeAll, describe, expect, it } from 'bun:test';
import { createAdmin, createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { caller } from '../collections/helpers';
import { addStudents } from '../leads/student-mother';

/** Issue 17 §4: the member's credit ledger, paged and as CSV, with what each charge bought. */
const t = useTestApp();
const api = caller(t);
let ids: string[];

beforeAll(async () => {
  ids = await addStudents(
    t.db.orm,
    Array.from({ length: 8 }, (_, i) => ({ studentName: `Ledger ${i}` })),
  );
});

describe('the credit ledger', () => {
  it('lists every charge and grant newest first, with what it bought and the balance after, page by page', async () => {
    const member = await createMember(t.db.orm, { credits: 20 });
    const admin = await createAdmin(t.db.orm);
    expect((await api.post('/api/website/students/unlock', member.token, { studentId: ids[0] })).status).toBe(200);
    expect((await api.post('/api/website/students/bulk-unlock', member.token, { studentIds: [ids[1], ids[2]] })).status).toBe(200);
    const collection = (await api.post('/api/website/collections', member.token, { name: 'Shortlist' })).body.collection.id;
    expect((await api.post('/api/website/saved-students', member.token, { studentId: ids[0], collectionId: collection })).status).toBe(200);
    expect((await api.post('/api/website/saved-students/export', member.token, { collectionId: collection })).status).toBe(200);
    expect((await api.post(`/api/website-users/${member.id}/assign-credits`, admin.token, { credits: 5 })).status).toBe(200);

    const first = await api.get('/api/website/credits/ledger?limit=10', member.token);
    expect(first.status).toBe(200);
    const entries = first.body.entries as any[];
    // issue 25 §7: one line per action (the bulk unlock of two is one line of -2), balances in order
    expect(entries).toHaveLength(5);
    expect(first.body.nextCursor).toBeNull();
    expect(entries[0]).toMatchObject({ kind: 'admin_grant', change: 5, balanceAfter: 20, studentId: null, students: 1 });
    expect(entries[1]).toMatchObject({
      kind: 'export',
      change: -1,
      balanceAfter: 15,
      studentId: ids[0],
      description: 'Exported 1 saved student from Shortlist',
    });
    expect(entries[2]).toMatchObject({ kind: 'save', change: -1, balanceAfter: 16, studentId: ids[0] });
    expect(entries[3]).toMatchObject({
      kind: 'unlock',
      change: -2,
      balanceAfter: 17,
      studentId: null,
      students: 2,
      description: 'Unlocked contact details of 2 students',
    });
    expect(entries[4]).toMatchObject({ change: -1, balanceAfter: 19, studentId: ids[0], students: 1, description: 'Unlocked contact details of 1 student' });
    expect(entries.map((entry) => entry.balanceAfter)).toEqual([20, 15, 16, 17, 19]);
    // the changes add up to the balance
    expect(20 + entries.reduce((sum, entry) => sum + entry.change, 0)).toBe(20);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await api.get(`/api/website/credits/ledger?limit=10${cursor ? `&cursor=${cursor}` : ''}`, member.token);
      seen.push(...page.body.entries.map((entry: any) => entry.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(entries.map((entry) => entry.id));
  });

  it('pages with a cursor without losing or repeating a row', async () => {
    const member = await createMember(t.db.orm, { credits: 30 });
    const admin = await createAdmin(t.db.orm);
    for (let i = 0; i < 12; i++) await api.post(`/api/website-users/${member.id}/assign-credits`, admin.token, { credits: i + 1 });
    const first = await api.get('/api/website/credits/ledger?limit=10', member.token);
    expect(first.body.entries).toHaveLength(10);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await api.get(`/api/website/credits/ledger?limit=10&cursor=${first.body.nextCursor}`, member.token);
    expect(second.body.entries).toHaveLength(2);
    expect(second.body.nextCursor).toBeNull();
    const rows = [...first.body.entries, ...second.body.entries];
    // every grant once: two grants in the same millisecond (the embedded database's clock) may list in either order
    expect(new Set(rows.map((entry: any) => entry.id)).size).toBe(12);
    expect(rows.map((entry: any) => entry.change).sort((a: number, b: number) => b - a)).toEqual(Array.from({ length: 12 }, (_, i) => 12 - i));
    const times = rows.map((entry: any) => Date.parse(entry.occurredAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages rows written within one millisecond, microseconds apart, each once (the cursor keeps the microseconds)', async () => {
    const member = await createMember(t.db.orm, { credits: 0 });
    await api.sql(
      `insert into credit_transactions (user_id, institution_id, transaction_type, credits_consumed, credits_remaining, description, created_at)
       select w.id, w.institution_id, 'admin_grant', -1, n, 'grant ' || n, timestamptz '2026-11-20 10:00:00.123000+00' + n * interval '1 microsecond'
       from website_users w, generate_series(1, 12) n where w.id = ?`,
      [member.id],
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 6; pages += 1) {
      const page: any = await api.get(`/api/website/credits/ledger?limit=10${cursor ? `&cursor=${cursor}` : ''}`, member.token);
      seen.push(...page.body.entries.map((entry: { description: string }) => entry.description));
      cursor = page.body.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toEqual(Array.from({ length: 12 }, (_, i) => `grant ${12 - i}`));
  });

  it('shows a member only their own rows, and refuses a cursor it did not write', async () => {
    const member = await createMember(t.db.orm, { credits: 5 });
    const other = await createMember(t.db.orm, { credits: 5 });
    await api.post('/api/website/students/unlock', other.token, { studentId: ids[3] });
    expect((await api.get('/api/website/credits/ledger', member.token)).body).toEqual({ entries: [], nextCursor: null });
    const bad = await api.get('/api/website/credits/ledger?cursor=bm90LWEtY3Vyc29y', member.token);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('CREDITS.INVALID_CURSOR');
  });

  it('downloads the whole ledger as CSV', async () => {
    const member = await createMember(t.db.orm, { credits: 5 });
    await api.post('/api/website/students/unlock', member.token, { studentId: ids[4] });
    const csv = await api.get('/api/website/credits/ledger/export', member.token);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="credit-ledger-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = String(csv.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Date,Kind,Spent,Added,Balance after,Description,Student id');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`unlock,1,,4,Unlocked contact details of 1 student,${ids[4]}`);
  });
});
