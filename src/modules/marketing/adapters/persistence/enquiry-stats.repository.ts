import type { Orm } from '@platform/db/orm';
import type { EnquiryStatsApi } from '@modules/marketing/enquiry-stats.contracts';

/** Enquiry tables stay small (people type them); the 7-day counts use the created_at indexes. */
export function createEnquiryStatsRepository(orm: Orm): EnquiryStatsApi {
  return {
    async enquiryStats(since) {
      const [row] = (await orm.em.fork().execute(
        `select (select count(*)::int from contact_submissions) as contacts,
                (select count(*)::int from assessment_submissions) as assessments,
                (select count(*)::int from contact_submissions where created_at >= ?::timestamptz) as contacts7d,
                (select count(*)::int from assessment_submissions where created_at >= ?::timestamptz) as assessments7d`,
        [since.toISOString(), since.toISOString()],
      )) as Record<string, number>[];
      return {
        contactSubmissions: Number(row?.contacts ?? 0),
        assessmentSubmissions: Number(row?.assessments ?? 0),
        contacts7d: Number(row?.contacts7d ?? 0),
        assessments7d: Number(row?.assessments7d ?? 0),
      };
    },
  };
}
