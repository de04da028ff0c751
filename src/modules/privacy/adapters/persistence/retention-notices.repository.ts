import type { Orm } from '@platform/db/orm';
import type { RetentionNotices } from '@modules/privacy/application/ports/retention.port';
import { sqlArray } from '@platform/db/sql-array';

type Row = Record<string, unknown>;

/** The notices sent before a retention erasure; the rows go with the student. */
export function createRetentionNoticesRepository(orm: Orm): RetentionNotices {
  const run = (sql: string, params: unknown[]) => orm.em.fork().execute(sql, params) as Promise<Row[]>;
  return {
    async sentAmong(studentIds) {
      if (studentIds.length === 0) return new Map();
      const rows = await run('select student_id, sent_at from retention_notices where student_id = any(?::uuid[])', [sqlArray(studentIds)]);
      return new Map(rows.map((row) => [String(row.student_id), new Date(row.sent_at as string)]));
    },
    async claim(notice) {
      const rows = await run(
        `insert into retention_notices (student_id, channel, retention_date, sent_at) values (?::uuid, ?, ?::date, ?::timestamptz)
         on conflict (student_id) do nothing returning student_id`,
        [notice.studentId, notice.channel, notice.retentionDate, notice.sentAt.toISOString()],
      );
      return rows.length === 1;
    },
    async release(studentId) {
      await run('delete from retention_notices where student_id = ?::uuid', [studentId]);
    },
  };
}
