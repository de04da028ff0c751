import type { Orm } from '@platform/db/orm';
import { insertStudentsBatched } from '../seed/bulk-insert-students';
import { generateStudents } from '../seed/student-generator';

/** Loads `count` generated students when the catalogue is empty. Returns how many were added. */
export async function seedStudentsIfEmpty(orm: Orm, count: number): Promise<number> {
  const em = orm.em.fork();
  const [{ present }] = await em.execute<{ present: boolean }[]>('select exists (select 1 from students) as present');
  if (present || count === 0) return 0;
  // The ORM's raw execute takes `?` placeholders; the writer numbers them in order ($1, $2, …).
  const exec = (sql: string, params: unknown[]) => em.execute(sql.replace(/\$\d+(?=::)/g, '?'), params);
  return insertStudentsBatched(exec, generateStudents({ count }));
}
