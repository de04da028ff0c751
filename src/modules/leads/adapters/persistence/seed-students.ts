import type { Orm } from '@platform/db/orm';
import { minorStatus } from '@modules/leads/domain/minor-rule';
import { type BulkStudent, insertStudentsBatched } from './bulk-insert-students';

/** Writes `rows` (the seed package's demo students) when the catalogue is empty. Returns how many were added. */
export async function insertStudentsIfEmpty(orm: Orm, rows: Iterable<BulkStudent>): Promise<number> {
  const em = orm.em.fork();
  const [{ present }] = await em.execute<{ present: boolean }[]>('select exists (select 1 from students) as present');
  if (present) return 0;
  // The ORM's raw execute takes `?` placeholders; the writer numbers them in order ($1, $2, …).
  const exec = (sql: string, params: unknown[]) => em.execute(sql.replace(/\$\d+(?=::)/g, '?'), params);
  return insertStudentsBatched(exec, rows);
}

/** Every student, newest first (the portal's order), with what the demo consents need: the minor rule on `today`. */
export async function seededStudents(orm: Orm, today: string): Promise<{ id: string; dataSource: string; isMinor: boolean }[]> {
  const rows = await orm.em
    .fork()
    .execute<{ id: string; data_source: string; dob: string | null }[]>(
      'select id, data_source, date_of_birth::text as dob from students order by created_at desc, id desc',
    );
  return rows.map((row) => ({ id: row.id, dataSource: row.data_source, isMinor: minorStatus(row.dob, today, false) !== 'adult' }));
}
