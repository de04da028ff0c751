/**
 * Issue 30: a bulk load leaves the planner's statistics and the visibility map stale until autovacuum comes (at 1M,
 * lists up to 430 ms right after `make seed`). The seed vacuums and analyses the catalogue it loaded; an import of
 * at least 10,000 rows and 2 % of the catalogue analyses it before its answer; an import or an undo of at least 10,000
 * rows vacuums it in the background, as autovacuum may be off (it is on this machine's PostgreSQL, and PGlite has none).
 */
import { beforeAll, describe, expect, it } from 'bun:test';
import { createAdmin } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { insertStudentsIfEmpty } from '@modules/leads';
import { generateStudents } from '@src/seed/student-generator';
import { csvFile, csvRow, upload } from '../admin/admin-builders';

const t = useTestApp();
let admin: { token: string };
beforeAll(async () => {
  admin = await createAdmin(t.db.orm);
}, 120_000);

type Upkeep = { vacuums: number; analyses: number };
const upkeepOfStudents = async (): Promise<Upkeep> => {
  const [row] = (await t.db.orm.em
    .fork()
    .execute(
      "select (vacuum_count + autovacuum_count)::int as vacuums, (analyze_count + autoanalyze_count)::int as analyses from pg_stat_user_tables where relname = 'students'",
    )) as Upkeep[];
  return row!;
};
const eventually = async (check: () => Promise<boolean>) => {
  for (let tries = 0; tries < 100 && !(await check()); tries++) await Bun.sleep(100);
  return check();
};

describe('the catalogue statistics after bulk changes', () => {
  it('vacuums and analyses the catalogue the seed loaded', async () => {
    const before = await upkeepOfStudents();
    expect(await insertStudentsIfEmpty(t.db.orm, generateStudents({ count: 300 }))).toBe(300);
    const after = await upkeepOfStudents();
    expect(after.vacuums).toBeGreaterThan(before.vacuums);
    expect(after.analyses).toBeGreaterThan(before.analyses);
  });

  it('analyses the catalogue before answering an import of 10,000 rows, vacuums it after the import and after its undo, but not after a small import', async () => {
    const importRows = (from: number, count: number) =>
      csvFile(
        Array.from({ length: count }, (_, i) => csvRow(String(7_100_000_000 + from + i), { name: `Bulk Statistics ${i}` })),
        'bulk.csv',
      );
    const call = (path: string, init: { method?: string; body?: BodyInit } = {}) => t.handle(path, { ...init, token: admin.token });

    const beforeSmall = await upkeepOfStudents();
    expect((await call('/api/students/import', { method: 'POST', body: upload(importRows(0, 50)) })).status).toBe(200);
    await Bun.sleep(1_000);
    expect(await upkeepOfStudents()).toEqual(beforeSmall);

    const before = await upkeepOfStudents();
    const response = await call('/api/students/import', { method: 'POST', body: upload(importRows(1_000, 10_000)) });
    expect(response.status).toBe(200);
    // statistics reach pg_stat_user_tables asynchronously: the count may lag the answer by a moment
    expect(await eventually(async () => (await upkeepOfStudents()).analyses > before.analyses)).toBe(true);
    // and the import's pages are vacuumed in the background, autovacuum or not (this machine's PostgreSQL has it off)
    expect(await eventually(async () => (await upkeepOfStudents()).vacuums > before.vacuums)).toBe(true);

    // the undo of those 10,000 rows too, once its transaction has committed (10 s after the delete)
    const { batchId } = (await response.json()) as { batchId: string };
    const beforeUndo = await upkeepOfStudents();
    expect((await call(`/api/students/import-batches/${batchId}`, { method: 'DELETE' })).status).toBe(200);
    const undoneAt = Date.now();
    let vacuumedAfter = 0;
    for (; Date.now() - undoneAt < 30_000; await Bun.sleep(200)) {
      if ((await upkeepOfStudents()).vacuums > beforeUndo.vacuums) {
        vacuumedAfter = Date.now() - undoneAt;
        break;
      }
    }
    expect(vacuumedAfter).toBeGreaterThan(5_000);
  }, 90_000);
});
