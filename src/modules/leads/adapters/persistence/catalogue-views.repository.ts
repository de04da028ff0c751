import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { sql } from '@platform/db/sql';
import type { CatalogueViews, ListingOutcome } from '@modules/leads/application/ports/catalogue-views.port';

/** Rows older than yesterday serve nothing: swept at most this often by each server copy. */
const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * The distinct students of each member's day in PostgreSQL: one row per (member, day, student), so that counting a
 * page costs one insert of at most 500 rows with ON CONFLICT DO NOTHING, and one counter row per (member, day) that
 * the insert adds to. The counter row's lock makes two copies' pages of one member count one after the other.
 */
export function createCatalogueViewsRepository(orm: Orm, now: () => number = Date.now): CatalogueViews {
  let lastSweep = 0;
  const sweep = async (day: string) => {
    if (now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now();
    const em = sessionOf(orm);
    await sql`delete from catalogue_views where day < ${day}::date - 1`.run(em);
    await sql`delete from catalogue_view_counts where day < ${day}::date - 1`.run(em);
  };

  return {
    async record(listing): Promise<ListingOutcome> {
      await sweep(listing.day);
      const member = listing.memberId;
      // One statement, no transaction: the counter row is added to only when the page's new students keep it within
      // the ceiling (its lock orders two copies' pages, and the check sees the latest count), and the students are
      // recorded as seen only when it was. Students new to the day are those without a row in this statement's
      // snapshot, so two pages of one member arriving at once that share new students count those twice: the ceiling
      // is reached a little early, never passed. A count of pages seen, not money: a crash may forget the last
      // fraction of a second of it (synchronous_commit off: set_config(…, true) is SET LOCAL for this statement), and
      // in return a member's pages do not queue one behind another for each commit's flush to disk.
      const row = await sql`with settings as (select set_config('synchronous_commit', 'off', true)),
           shown as (select distinct unnest(${listing.studentIds}::uuid[]) as student_id),
           fresh as (
             select shown.student_id from shown where not exists (
               select 1 from catalogue_views v where v.member_id = ${member} and v.day = ${listing.day}::date and v.student_id = shown.student_id)
           ),
           counted as (
             insert into catalogue_view_counts as counts (member_id, day, distinct_students, query_key, last_page, run_length)
             select ${member}, ${listing.day}::date, (select count(*) from fresh), md5(${listing.query}), ${listing.page}, 1
             where (select count(*) from fresh) <= ${listing.ceiling}
             on conflict (member_id, day) do update set
               distinct_students = counts.distinct_students + excluded.distinct_students,
               run_length = case when counts.query_key = excluded.query_key and counts.last_page + 1 = excluded.last_page
                                 then counts.run_length + 1 else 1 end,
               query_key = excluded.query_key,
               last_page = excluded.last_page
             where excluded.distinct_students = 0 or counts.distinct_students + excluded.distinct_students <= ${listing.ceiling}
             returning distinct_students, run_length
           ),
           seen as (
             insert into catalogue_views (member_id, day, student_id)
             select ${member}, ${listing.day}::date, fresh.student_id from fresh where exists (select 1 from counted)
             on conflict do nothing
           )
         select (select distinct_students from counted) as distinct_students, (select run_length from counted) as run_length,
           (select distinct_students from catalogue_view_counts where member_id = ${member} and day = ${listing.day}::date) as before,
           (select count(*) from settings)::int as settings_applied`.first<{
        distinct_students: number | null;
        run_length: number | null;
        before: number | null;
      }>(sessionOf(orm));
      if (row!.distinct_students === null) return { allowed: false, distinct: row!.before ?? 0, walkRun: 0 };
      return { allowed: true, distinct: row!.distinct_students, walkRun: row!.run_length ?? 1 };
    },
    async claimAlert(memberId, day) {
      const claimed = await sql`update catalogue_view_counts set alerted = true where member_id = ${memberId} and day = ${day}::date and not alerted`.run(
        sessionOf(orm),
      );
      return claimed === 1;
    },
  };
}
