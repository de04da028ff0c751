import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { sql } from '@platform/db/sql';
import type { CatalogueViews, ListingOutcome } from '@modules/leads/application/ports/catalogue-views.port';

/** Thrown inside the transaction to roll a refused page back; never leaves this file. */
class OverCeiling {
  constructor(readonly distinct: number) {}
}

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
      try {
        return await sessionOf(orm).transactional(async (tx) => {
          // A count of pages seen, not money: a crash may forget the last fraction of a second of it, and in return a
          // member's pages do not queue one behind another for each commit's flush to disk (they share the counter row).
          await sql`set local synchronous_commit = off`.run(tx);
          const row = await sql`with fresh as (
               insert into catalogue_views (member_id, day, student_id)
               select ${listing.memberId}, ${listing.day}::date, unnest(${listing.studentIds}::uuid[])
               on conflict do nothing
               returning 1
             )
             insert into catalogue_view_counts as counts (member_id, day, distinct_students, query_key, last_page, run_length)
             values (${listing.memberId}, ${listing.day}::date, (select count(*) from fresh), md5(${listing.query}), ${listing.page}, 1)
             on conflict (member_id, day) do update set
               distinct_students = counts.distinct_students + excluded.distinct_students,
               run_length = case when counts.query_key = excluded.query_key and counts.last_page + 1 = excluded.last_page
                                 then counts.run_length + 1 else 1 end,
               query_key = excluded.query_key,
               last_page = excluded.last_page
             returning distinct_students, (select count(*) from fresh)::int as fresh, run_length`.first<{
            distinct_students: number;
            fresh: number;
            run_length: number;
          }>(tx);
          if (row!.fresh > 0 && row!.distinct_students > listing.ceiling) throw new OverCeiling(row!.distinct_students - row!.fresh);
          return { allowed: true, distinct: row!.distinct_students, walkRun: row!.run_length };
        });
      } catch (error) {
        if (error instanceof OverCeiling) return { allowed: false, distinct: error.distinct, walkRun: 0 };
        throw error;
      }
    },
    async claimAlert(memberId, day) {
      const claimed = await sql`update catalogue_view_counts set alerted = true where member_id = ${memberId} and day = ${day}::date and not alerted`.run(
        sessionOf(orm),
      );
      return claimed === 1;
    },
  };
}
