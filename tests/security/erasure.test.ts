import { beforeAll, describe, expect, it } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allEntities } from '@src/app';
import { eraseStudentCommand } from '@src/erase-command';
import { insertStudentsBatched, prepareCatalogue } from '@modules/leads';
import { generateStudents } from '@src/seed/student-generator';
import { openDatabase } from '@platform/db/database';
import type { Orm } from '@platform/db/orm';
import { csvFile, csvRow, upload } from '../integration/admin/admin-builders';
import { addStudents } from '../integration/leads/student-mother';
import { createAdmin, createMember } from '../support/auth';
import { useTestApp } from '../support/test-app';

/** The student whose data must vanish: unusual values, so that a hit anywhere in the database is certainly theirs. */
const ERASED = { name: 'Zoravar Quillfeather', email: 'zoravar.quill@erase-me.in', mobile: '6543210987' };

let admin: { id: string; token: string };
let free: { id: string; token: string };
let premium: { id: string; token: string };
let erasedId: string;
let keptId: string;

const call = async (path: string, token: string, init: { method?: string; json?: unknown; body?: BodyInit } = {}) => {
  const response = await t.handle(path, { ...init, token });
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text };
};
const sql = <T = Record<string, any>>(query: string, params: unknown[] = [], orm: Orm = t.db.orm) => orm.em.fork().execute(query, params) as Promise<T[]>;

/** Every base table whose rows, read as text (all columns, jsonb and arrays included), contain `value`. */
async function tablesHolding(value: string, orm: Orm = t.db.orm): Promise<string[]> {
  const tables = await sql<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1",
    [],
    orm,
  );
  const found: string[] = [];
  for (const { name } of tables) {
    const [hit] = await sql<{ n: number }>(`select count(*)::int as n from "${name}" as r where r::text ilike ?`, [`%${value}%`], orm);
    if (hit!.n > 0) found.push(name);
  }
  return found;
}

const ledger = async (memberId: string) =>
  (
    await sql<{ n: number; total: number }>(
      'select count(*)::int as n, coalesce(sum(credits_consumed), 0)::int as total from credit_transactions where user_id = ?',
      [memberId],
    )
  )[0]!;
const balance = async (memberId: string) =>
  (
    await sql<{ credits: number }>('select c.credits from institution_credits c join website_users w on w.institution_id = c.institution_id where w.id = ?', [
      memberId,
    ])
  )[0]!.credits;
const portalPage = async (page: number, order: 'asc' | 'desc') => {
  const { status, body } = await call(`/api/public/students?page=${page}&limit=100&sortBy=createdAt&sortOrder=${order}`, premium.token);
  expect(status).toBe(200);
  return body.students.map((student: { id: string }) => student.id) as string[];
};
const offsetPage = async (page: number, order: 'asc' | 'desc') =>
  (await sql<{ id: string }>(`select id from students order by created_at ${order}, id ${order} limit 100 offset ${(page - 1) * 100}`)).map((row) => row.id);

const t = useTestApp();
beforeAll(async () => {
  admin = await createAdmin(t.db.orm);
  free = await createMember(t.db.orm, { credits: 100 });
  premium = await createMember(t.db.orm, { premium: true });
  const exec = (query: string, params: unknown[]) => t.db.orm.em.fork().execute(query.replace(/\$\d+(?=::)/g, '?'), params);
  await insertStudentsBatched(exec, generateStudents({ count: 2_100 }), 1_000);

  // the student arrives by CSV; a later upload repeats the number, so the upload history quotes it in a row error
  const first = await call('/api/students/import', admin.token, {
    method: 'POST',
    body: upload(csvFile([csvRow(ERASED.mobile, { name: ERASED.name, email: ERASED.email })])),
  });
  expect(first.body.imported).toBe(1);
  const second = await call('/api/students/import', admin.token, {
    method: 'POST',
    body: upload(csvFile([csvRow(ERASED.mobile), csvRow('6543210999')], 'again.csv')),
  });
  expect(second.body.failed).toBe(1);
  erasedId = (await sql<{ id: string }>('select id from students where mobile_number = ?', [ERASED.mobile]))[0]!.id;
  keptId = (await addStudents(t.db.orm, [{}]))[0]!;
  await prepareCatalogue(t.db.orm);

  // a free member unlocks, saves (with a note naming the student) and exports; a premium member saves too
  expect((await call('/api/website/students/bulk-unlock', free.token, { method: 'POST', json: { studentIds: [erasedId, keptId] } })).status).toBe(200);
  for (const studentId of [erasedId, keptId])
    expect((await call('/api/website/saved-students', free.token, { method: 'POST', json: { studentId } })).status).toBe(200);
  const note = { notes: `Called ${ERASED.name} on ${ERASED.mobile}, wrote to ${ERASED.email}` };
  expect((await call(`/api/website/saved-students/${erasedId}/notes`, free.token, { method: 'PATCH', json: note })).status).toBe(200);
  expect((await call('/api/website/saved-students/export', free.token, { method: 'POST', json: { studentIds: [erasedId, keptId] } })).status).toBe(200);
  expect(
    (await call('/api/website/saved-students', premium.token, { method: 'POST', json: { studentId: erasedId, notes: `Met ${ERASED.name}` } })).status,
  ).toBe(200);
}, 120_000);

describe('POST /api/admin/students/{id}/erase', () => {
  it('leaves the name, e-mail and mobile nowhere in the database, and every balance and ledger sum as it was', async () => {
    // the scan finds the data before: it would notice a copy the erasure missed
    expect(await tablesHolding(ERASED.mobile)).toEqual(['import_batches', 'import_history', 'saved_students', 'students']);
    expect(await tablesHolding(ERASED.email)).toEqual(['saved_students', 'students']);
    const before = {
      balances: [await balance(free.id), await balance(premium.id)],
      ledgers: [await ledger(free.id), await ledger(premium.id)],
      unlocks: (await sql('select 1 from unlocked_students where user_id = ?', [free.id])).length,
      students: (await sql<{ n: number }>('select count(*)::int as n from students'))[0]!.n,
    };

    const { status, body } = await call(`/api/admin/students/${erasedId}/erase`, admin.token, { method: 'POST' });
    expect(status).toBe(200);
    // unlock + save + export for the free member, and the save the premium member paid (spec 001 §9; issue #13)
    expect(body.erased).toEqual({
      studentId: erasedId,
      unlocksAnonymised: 1,
      ledgerRowsAnonymised: 4,
      savedRemoved: 2,
      importLogsScrubbed: 2,
      // issue 16 §3: e-mail and mobile on the suppression list (keyed hashes), both members told to delete their copy
      contactsSuppressed: 2,
      membersNotified: 2,
    });

    for (const value of [ERASED.mobile, ERASED.email, ERASED.name]) expect(await tablesHolding(value)).toEqual([]);
    expect(await sql('select 1 from students where id = ?', [erasedId])).toEqual([]);
    expect(await sql('select 1 from saved_students where student_id = ?', [erasedId])).toEqual([]);
    expect(await sql('select 1 from unlocked_students where student_id = ?', [erasedId])).toEqual([]);
    expect(await sql('select 1 from credit_transactions where student_id = ?', [erasedId])).toEqual([]);

    expect([await balance(free.id), await balance(premium.id)]).toEqual(before.balances);
    expect([await ledger(free.id), await ledger(premium.id)]).toEqual(before.ledgers);
    // the unlock stays, as an anonymous stub, so the member's history still adds up
    expect((await sql('select 1 from unlocked_students where user_id = ?', [free.id])).length).toBe(before.unlocks);
    expect((await sql('select 1 from unlocked_students where user_id = ? and student_id is null', [free.id])).length).toBe(1);
    expect((await sql<{ n: number }>('select count(*)::int as n from students'))[0]!.n).toBe(before.students - 1);
  });

  it('is gone from what members see: unlocked list, saved list', async () => {
    const unlocked = await call('/api/website/students/unlocked', free.token);
    expect(unlocked.body.unlockedStudents.map((row: { studentId: string }) => row.studentId)).toEqual([keptId]);
    const saved = await call('/api/website/saved-students', free.token);
    expect(saved.body.total).toBe(1);
    expect(saved.body.savedStudents.map((row: { studentId: string }) => row.studentId)).toEqual([keptId]);
    expect((await call('/api/website/saved-students', premium.token)).body.total).toBe(0);
  });

  it('keeps the catalogue counter exact and the pages right, before and after the anchors are rebuilt', async () => {
    const [counter] = await sql<{ value: string }>("select value from catalogue_counters where name = 'students'");
    const [count] = await sql<{ n: number }>('select count(*)::int as n from students');
    expect(Number(counter!.value)).toBe(count!.n);
    for (const page of [1, 11, 21]) for (const order of ['asc', 'desc'] as const) expect(await portalPage(page, order)).toEqual(await offsetPage(page, order));
    await prepareCatalogue(t.db.orm);
    for (const page of [1, 11, 21]) for (const order of ['asc', 'desc'] as const) expect(await portalPage(page, order)).toEqual(await offsetPage(page, order));
  });

  it('records who erased, by id only', async () => {
    const { body } = await call(`/api/admin/audit-log?action=student.erase&studentId=${erasedId}`, admin.token);
    expect(body.entries).toHaveLength(1);
    expect(body.entries[0]).toMatchObject({
      actor: { kind: 'admin', id: admin.id },
      subject: { kind: 'student', studentIds: [erasedId] },
      detail: { unlocksAnonymised: 1, ledgerRowsAnonymised: 4, savedRemoved: 2, importLogsScrubbed: 2 },
    });
  });

  it('answers 404 for an unknown or already erased student, and 401/403 to anyone but an admin', async () => {
    expect((await call(`/api/admin/students/${erasedId}/erase`, admin.token, { method: 'POST' })).status).toBe(404);
    expect((await call(`/api/admin/students/${keptId}/erase`, free.token, { method: 'POST' })).status).toBe(403);
    expect((await t.handle(`/api/admin/students/${keptId}/erase`, { method: 'POST' })).status).toBe(401);
    expect((await call('/api/admin/students/not-an-id/erase', admin.token, { method: 'POST' })).status).toBe(400);
  });

  it('is all or nothing: when the audit row cannot be written, nothing is erased', async () => {
    const [victim] = await addStudents(t.db.orm, [{ emailId: 'all.or.nothing@example.in' }]);
    expect((await call('/api/website/students/unlock', free.token, { method: 'POST', json: { studentId: victim } })).status).toBe(200);
    expect((await call('/api/website/saved-students', free.token, { method: 'POST', json: { studentId: victim, notes: 'keep me' } })).status).toBe(200);
    await sql(`create function refuse_erase_audit() returns trigger language plpgsql as $$
      begin if new.action = 'student.erase' then raise exception 'audit store refused'; end if; return new; end $$`);
    await sql('create trigger refuse_erase_audit before insert on audit_log for each row execute function refuse_erase_audit()');
    try {
      const { status, body } = await call(`/api/admin/students/${victim}/erase`, admin.token, { method: 'POST' });
      expect(status).toBe(500);
      expect(JSON.stringify(body)).not.toContain('audit store refused');
    } finally {
      await sql('drop trigger refuse_erase_audit on audit_log');
      await sql('drop function refuse_erase_audit()');
    }
    expect(await sql('select 1 from students where id = ?', [victim])).toHaveLength(1);
    expect(await sql('select notes from saved_students where student_id = ?', [victim])).toEqual([{ notes: 'keep me' }]);
    expect(await sql('select 1 from unlocked_students where student_id = ?', [victim])).toHaveLength(1);
    expect(await sql('select 1 from credit_transactions where student_id = ?', [victim])).toHaveLength(2);
  });
});

describe('make erase STUDENT=…', () => {
  it('finds the student by mobile number or e-mail and refuses what it cannot pin down', async () => {
    const lines: string[] = [];
    const log = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
    await addStudents(t.db.orm, [
      { mobileNumber: '6111111111', emailId: 'by.mobile@example.in' },
      { mobileNumber: '6222222222', emailId: 'Shared@Example.in' },
      { mobileNumber: '6333333333', emailId: 'shared@example.in' },
      { mobileNumber: '6444444444', emailId: 'Only.Once@Example.in' },
    ]);
    expect(await eraseStudentCommand(t.db.orm, t.config, undefined, log)).toBe(2);
    expect(await eraseStudentCommand(t.db.orm, t.config, '+91 61111-11111', log)).toBe(0);
    expect(await eraseStudentCommand(t.db.orm, t.config, 'only.once@example.in', log)).toBe(0);
    expect(await eraseStudentCommand(t.db.orm, t.config, 'shared@example.in', log)).toBe(1);
    expect(await eraseStudentCommand(t.db.orm, t.config, 'nobody@example.in', log)).toBe(1);
    expect(lines).toEqual([
      'Usage: make erase STUDENT=<student id, 10-digit mobile number or e-mail>',
      expect.stringMatching(/^Student [0-9a-f-]{36} erased: 0 saved entries removed/),
      expect.stringMatching(/^Student [0-9a-f-]{36} erased/),
      'Cannot erase: More than one student has this e-mail address: erase each by its id or mobile number',
      'Cannot erase: Student not found',
    ]);
    expect(await sql("select 1 from students where mobile_number in ('6111111111', '6444444444')")).toEqual([]);
    expect(await sql("select 1 from students where mobile_number in ('6222222222', '6333333333')")).toHaveLength(2);
    const audit = await sql<{ actor_kind: string; actor_label: string }>(
      "select actor_kind, actor_label from audit_log where action = 'student.erase' and actor_id is null",
    );
    expect(audit).toEqual([
      { actor_kind: 'system', actor_label: 'make erase' },
      { actor_kind: 'system', actor_label: 'make erase' },
    ]);
  });

  it('runs as a command: src/cli.ts erase --student <mobile>', async () => {
    // its own database: the machine's PostgreSQL when tests use it, else an embedded one in a data folder
    const dataDir = mkdtempSync(join(tmpdir(), 'edureach-erase-'));
    const usePostgres = t.db.kind === 'postgres';
    const open = () => (usePostgres ? Promise.resolve({ orm: t.db.orm, close: async () => {} }) : openDatabase({ dataDir, entities: allEntities }));
    try {
      let db = await open();
      const member = await createMember(db.orm, { credits: 10 });
      const [student] = await addStudents(db.orm, [{ mobileNumber: '6555555555', emailId: 'cli.erase@example.in', studentName: 'Cli Erasable' }]);
      await sql('insert into unlocked_students (user_id, student_id) values (?, ?)', [member.id, student], db.orm);
      await db.close();

      const env: Record<string, string> = { ...(process.env as Record<string, string>), DATA_DIR: dataDir, NODE_ENV: 'test' };
      delete env.DATABASE_URL;
      if (usePostgres) env.DATABASE_URL = t.db.url;
      const child = Bun.spawn([process.execPath, 'src/cli.ts', 'erase', '--student', '655-555-5555'], { env, stdout: 'pipe', stderr: 'pipe' });
      const [code, out, err] = await Promise.all([child.exited, new Response(child.stdout).text(), new Response(child.stderr).text()]);
      expect(err).toBe('');
      expect(out).toContain(`Student ${student} erased: 0 saved entries removed, 1 unlocks and 0 ledger rows kept as anonymous stubs`);
      expect(code).toBe(0);

      db = await open();
      expect(await sql('select 1 from students where id = ?', [student], db.orm)).toEqual([]);
      expect(await sql('select student_id from unlocked_students where user_id = ?', [member.id], db.orm)).toEqual([{ student_id: null }]);
      expect(await tablesHolding('cli.erase@example.in', db.orm)).toEqual([]);
      await db.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
