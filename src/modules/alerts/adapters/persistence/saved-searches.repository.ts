import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { empty, raw, type Sql, sql } from '@platform/db/sql';
import type { SavedCatalogueQuery } from '@modules/leads/contracts';
import type { SavedSearches, StoredSavedSearch } from '@modules/alerts/application/ports/saved-searches.port';
import type { Cadence } from '@modules/alerts/domain/saved-search.schema';

/** A `saved_searches` row as the driver answers it. */
type Row = {
  id: string;
  member_id: string;
  name: string;
  query: SavedCatalogueQuery | string;
  cadence: string;
  last_viewed_at: Date | string;
  last_notified_at: Date | string;
  last_digest_at: Date | string;
  created_at: Date | string;
};

const COLUMNS = raw('id, member_id, name, query, cadence, last_viewed_at, last_notified_at, last_digest_at, created_at');

const searchOf = (row: Row): StoredSavedSearch => ({
  id: row.id,
  memberId: row.member_id,
  name: row.name,
  query: typeof row.query === 'string' ? JSON.parse(row.query) : row.query,
  cadence: row.cadence as Cadence,
  lastViewedAt: new Date(row.last_viewed_at),
  lastNotifiedAt: new Date(row.last_notified_at),
  lastDigestAt: new Date(row.last_digest_at),
  createdAt: new Date(row.created_at),
});

const due = (cutoffs: { daily: Date; weekly: Date }): Sql =>
  sql`cadence <> 'off' and ((cadence = 'daily' and last_digest_at <= ${cutoffs.daily.toISOString()}) or (cadence = 'weekly' and last_digest_at <= ${cutoffs.weekly.toISOString()}))`;

export function createSavedSearchesRepository(orm: Orm): SavedSearches {
  const db = () => sessionOf(orm);
  return {
    async add(search, max) {
      return db().transactional(async (tx) => {
        // SECURITY.md: a count and an insert in one statement still race (each sees the other's row only once it is
        // committed); one member's saves take turns on an advisory lock for the count and the insert
        await sql`select pg_advisory_xact_lock(hashtext(${`saved_searches:${search.memberId}`}::text))`.run(tx);
        const row = await sql`insert into saved_searches (member_id, name, query, cadence, last_digest_at)
           select ${search.memberId}, ${search.name}, ${JSON.stringify(search.query)}::jsonb, ${search.cadence}, ${search.lastDigestAt.toISOString()}
           where (select count(*) from saved_searches where member_id = ${search.memberId}) < ${max}
           returning ${COLUMNS}`.first<Row>(tx);
        return row ? searchOf(row) : null;
      });
    },

    async ofMember(memberId) {
      const rows = await sql`select ${COLUMNS} from saved_searches where member_id = ${memberId} order by created_at desc, id desc`.rows<Row>(db());
      return rows.map(searchOf);
    },

    async find(memberId, id) {
      const row = await sql`select ${COLUMNS} from saved_searches where id = ${id} and member_id = ${memberId}`.first<Row>(db());
      return row ? searchOf(row) : null;
    },

    async remove(memberId, id) {
      return (await sql`delete from saved_searches where id = ${id} and member_id = ${memberId}`.run(db())) > 0;
    },

    async markViewed(memberId, id) {
      const row = await sql`update saved_searches set last_viewed_at = now() where id = ${id} and member_id = ${memberId} returning ${COLUMNS}`.first<Row>(
        db(),
      );
      return row ? searchOf(row) : null;
    },

    async databaseNow() {
      const row = await sql`select now() as now`.first<{ now: Date | string }>(db());
      return new Date(row!.now);
    },

    async membersDue(cutoffs, afterMember, limit) {
      const rows = await sql`select distinct member_id from saved_searches where ${due(cutoffs)} ${afterMember ? sql`and member_id > ${afterMember}` : empty}
        order by member_id limit ${limit}`.rows<{ member_id: string }>(db());
      return rows.map((row) => row.member_id);
    },

    async dueOf(memberIds, cutoffs) {
      if (memberIds.length === 0) return [];
      const rows = await sql`select ${COLUMNS} from saved_searches where member_id = any(${memberIds}::uuid[]) and ${due(cutoffs)}
        order by member_id, created_at, id`.rows<Row>(db());
      return rows.map(searchOf);
    },

    async markDigested(ids, digestAt, notifiedThrough) {
      if (ids.length === 0) return;
      await sql`update saved_searches set last_digest_at = ${digestAt.toISOString()},
        last_notified_at = coalesce(${notifiedThrough?.toISOString() ?? null}::timestamptz, last_notified_at) where id = any(${ids}::uuid[])`.run(db());
    },

    async takeLease(job, holder, forMs) {
      const row =
        await sql`insert into saved_search_job_leases (job, holder, expires_at) values (${job}, ${holder}, now() + ${forMs} * interval '1 millisecond')
         on conflict (job) do update set holder = excluded.holder, expires_at = excluded.expires_at
         where saved_search_job_leases.expires_at < now() or saved_search_job_leases.holder = excluded.holder returning holder`.first<{ holder: string }>(db());
      return row?.holder === holder;
    },

    async releaseLease(job, holder) {
      await sql`delete from saved_search_job_leases where job = ${job} and holder = ${holder}`.run(db());
    },
  };
}
