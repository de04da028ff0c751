import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { sql } from '@platform/db/sql';
import { minorStatus } from '@modules/leads/domain/minor-rule';
import { type BulkStudent, insertStudentsBatched } from './bulk-insert-students';
import { CATALOGUE_TABLES } from './catalogue-upkeep';

/** Writes `rows` (the seed package's demo students) when the catalogue is empty. Returns how many were added. */
export async function insertStudentsIfEmpty(orm: Orm, rows: Iterable<BulkStudent>): Promise<number> {
  const row = await sql`select exists (select 1 from students) as present`.first<{ present: boolean }>(sessionOf(orm));
  if (row?.present) return 0;
  const added = await insertStudentsBatched(orm, rows);
  // issue 30: the planner's statistics and the visibility map of a table just loaded are stale until autovacuum comes
  await sql`vacuum (analyze) ${CATALOGUE_TABLES}`.run(sessionOf(orm));
  return added;
}

/** Every student, newest first (the portal's order), with what the demo consents need: the minor rule on `today`. */
export async function seededStudents(orm: Orm, today: string): Promise<{ id: string; dataSource: string; isMinor: boolean }[]> {
  const rows = await sql`select id, data_source, date_of_birth::text as dob from students order by created_at desc, id desc`.rows<{
    id: string;
    data_source: string;
    dob: string | null;
  }>(sessionOf(orm));
  return rows.map((row) => ({ id: row.id, dataSource: row.data_source, isMinor: minorStatus(row.dob, today, false) !== 'adult' }));
}
