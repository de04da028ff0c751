import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { sql } from '@platform/db/sql';

/** A student past retention, for the privacy module's retention run (ADR 0019). */
export type RetentionCandidateRow = { id: string; name: string; email: string | null; mobile: string | null; passingYear: number | null; createdAt: Date };

/** The `students` columns a retention run reads, as the driver answers them. */
type CandidateRow = {
  id: string;
  student_name: string;
  email_id: string | null;
  mobile_number: string | null;
  passing_year: number | null;
  created_at: Date | string;
};

const toCandidate = (row: CandidateRow): RetentionCandidateRow => ({
  id: row.id,
  name: row.student_name,
  email: row.email_id || null,
  mobile: row.mobile_number || null,
  passingYear: row.passing_year,
  createdAt: new Date(row.created_at),
});

/**
 * Students whose passing year (or, without one, the year they were added, UTC) is at most `latestExpiredYear`, in id
 * order after `afterId`. The retention date is computed here, not stored: no write over the whole table.
 */
export function createRetentionCandidates(orm: Orm) {
  return {
    async pastRetention(latestExpiredYear: number, afterId: string | null, limit: number): Promise<RetentionCandidateRow[]> {
      const rows = await sql`select id, student_name, email_id, mobile_number, passing_year, created_at from students
         where (passing_year <= ${latestExpiredYear} or (passing_year is null and created_at < ${`${latestExpiredYear + 1}-01-01T00:00:00Z`}::timestamptz))
           and (${afterId}::uuid is null or id > ${afterId}::uuid)
         order by id limit ${limit}`.rows<CandidateRow>(sessionOf(orm));
      return rows.map(toCandidate);
    },
  };
}
