import type { Orm } from '@platform/db/orm';

/** A student past retention, for the privacy module's retention run (ADR 0019). */
export type RetentionCandidateRow = { id: string; name: string; email: string | null; mobile: string | null; passingYear: number | null; createdAt: Date };

/**
 * Students whose passing year (or, without one, the year they were added, UTC) is at most `latestExpiredYear`, in id
 * order after `afterId`. The retention date is computed here, not stored: no write over the whole table.
 */
export function createRetentionCandidates(orm: Orm) {
  return {
    async pastRetention(latestExpiredYear: number, afterId: string | null, limit: number): Promise<RetentionCandidateRow[]> {
      const rows = (await orm.em.fork().execute(
        `select id, student_name, email_id, mobile_number, passing_year, created_at from students
         where (passing_year <= ? or (passing_year is null and created_at < ?::timestamptz))
           and (?::uuid is null or id > ?::uuid)
         order by id limit ?`,
        [latestExpiredYear, `${latestExpiredYear + 1}-01-01T00:00:00Z`, afterId, afterId, limit],
      )) as Record<string, unknown>[];
      return rows.map((row) => ({
        id: String(row.id),
        name: String(row.student_name),
        email: row.email_id ? String(row.email_id) : null,
        mobile: row.mobile_number ? String(row.mobile_number) : null,
        passingYear: row.passing_year === null || row.passing_year === undefined ? null : Number(row.passing_year),
        createdAt: new Date(row.created_at as string),
      }));
    },
  };
}
