import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { sql } from '@platform/db/sql';
import type { EnquiryStatsApi } from '@modules/marketing/enquiry-stats.contracts';

type Counts = { contacts: number; assessments: number; contacts7d: number; assessments7d: number };

/** Enquiry tables stay small (people type them); the 7-day counts use the created_at indexes. */
export function createEnquiryStatsRepository(orm: Orm): EnquiryStatsApi {
  return {
    async enquiryStats(since) {
      const row = await sql`select (select count(*)::int from contact_submissions) as contacts,
                (select count(*)::int from assessment_submissions) as assessments,
                (select count(*)::int from contact_submissions where created_at >= ${since.toISOString()}::timestamptz) as contacts7d,
                (select count(*)::int from assessment_submissions where created_at >= ${since.toISOString()}::timestamptz) as assessments7d`.first<Counts>(
        sessionOf(orm),
      );
      return {
        contactSubmissions: row?.contacts ?? 0,
        assessmentSubmissions: row?.assessments ?? 0,
        contacts7d: row?.contacts7d ?? 0,
        assessments7d: row?.assessments7d ?? 0,
      };
    },
  };
}
