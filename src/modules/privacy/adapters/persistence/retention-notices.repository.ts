import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { sql } from '@platform/db/sql';
import type { RetentionNotices } from '@modules/privacy/application/ports/retention.port';

/** The notices sent before a retention erasure; the rows go with the student. */
export function createRetentionNoticesRepository(orm: Orm): RetentionNotices {
  return {
    async sentAmong(studentIds) {
      if (studentIds.length === 0) return new Map();
      const rows = await sql`select student_id, sent_at from retention_notices where student_id = any(${studentIds}::uuid[])`.rows<{
        student_id: string;
        sent_at: Date | string;
      }>(sessionOf(orm));
      return new Map(rows.map((row) => [row.student_id, new Date(row.sent_at)]));
    },
    async claim(notice) {
      const claimed = await sql`insert into retention_notices (student_id, channel, retention_date, sent_at)
        values (${notice.studentId}::uuid, ${notice.channel}, ${notice.retentionDate}::date, ${notice.sentAt.toISOString()}::timestamptz)
        on conflict (student_id) do nothing`.run(sessionOf(orm));
      return claimed === 1;
    },
    async release(studentId) {
      await sql`delete from retention_notices where student_id = ${studentId}::uuid`.run(sessionOf(orm));
    },
  };
}
