import type { Orm } from '@platform/db/orm';
import type { SavedCatalogueQuery } from '@modules/leads/contracts';
import type { SavedSearches, StoredSavedSearch } from '@modules/alerts/application/ports/saved-searches.port';
import type { Cadence } from '@modules/alerts/domain/saved-search.schema';

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

const COLUMNS = 'id, member_id, name, query, cadence, last_viewed_at, last_notified_at, last_digest_at, created_at';

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

const inList = (count: number) => Array.from({ length: count }, () => '?').join(', ');
const DUE = `cadence <> 'off' and ((cadence = 'daily' and last_digest_at <= ?) or (cadence = 'weekly' and last_digest_at <= ?))`;

export function createSavedSearchesRepository(orm: Orm): SavedSearches {
  const execute = <T extends Record<string, unknown>[] = Record<string, unknown>[]>(sql: string, params: unknown[] = []) =>
    orm.em.fork().execute<T>(sql, params);
  return {
    async add(search, max) {
      return orm.em.fork().transactional(async (tx) => {
        // SECURITY.md: a count and an insert in one statement still race (each sees the other's row only once it is
        // committed); one member's saves take turns on an advisory lock for the count and the insert
        await tx.execute('select pg_advisory_xact_lock(hashtext(?::text))', [`saved_searches:${search.memberId}`]);
        const rows = await tx.execute<Row[]>(
          `insert into saved_searches (member_id, name, query, cadence, last_digest_at)
           select ?, ?, ?::jsonb, ?, ? where (select count(*) from saved_searches where member_id = ?) < ?
           returning ${COLUMNS}`,
          [search.memberId, search.name, JSON.stringify(search.query), search.cadence, search.lastDigestAt.toISOString(), search.memberId, max],
        );
        return rows[0] ? searchOf(rows[0]) : null;
      });
    },

    async ofMember(memberId) {
      const rows = await execute<Row[]>(`select ${COLUMNS} from saved_searches where member_id = ? order by created_at desc, id desc`, [memberId]);
      return rows.map(searchOf);
    },

    async find(memberId, id) {
      const rows = await execute<Row[]>(`select ${COLUMNS} from saved_searches where id = ? and member_id = ?`, [id, memberId]);
      return rows[0] ? searchOf(rows[0]) : null;
    },

    async remove(memberId, id) {
      const rows = await execute<{ id: string }[]>('delete from saved_searches where id = ? and member_id = ? returning id', [id, memberId]);
      return rows.length > 0;
    },

    async markViewed(memberId, id) {
      const rows = await execute<Row[]>(`update saved_searches set last_viewed_at = now() where id = ? and member_id = ? returning ${COLUMNS}`, [id, memberId]);
      return rows[0] ? searchOf(rows[0]) : null;
    },

    async databaseNow() {
      const [row] = await execute<{ now: Date | string }[]>('select now() as now');
      return new Date(row!.now);
    },

    async membersDue(cutoffs, afterMember, limit) {
      const rows = await execute<{ member_id: string }[]>(
        `select distinct member_id from saved_searches where ${DUE}${afterMember ? ' and member_id > ?' : ''} order by member_id limit ${limit}`,
        [cutoffs.daily.toISOString(), cutoffs.weekly.toISOString(), ...(afterMember ? [afterMember] : [])],
      );
      return rows.map((row) => row.member_id);
    },

    async dueOf(memberIds, cutoffs) {
      if (memberIds.length === 0) return [];
      const rows = await execute<Row[]>(
        `select ${COLUMNS} from saved_searches where member_id in (${inList(memberIds.length)}) and ${DUE} order by member_id, created_at, id`,
        [...memberIds, cutoffs.daily.toISOString(), cutoffs.weekly.toISOString()],
      );
      return rows.map(searchOf);
    },

    async markDigested(ids, digestAt, notifiedThrough) {
      if (ids.length === 0) return;
      await execute(
        `update saved_searches set last_digest_at = ?, last_notified_at = coalesce(?::timestamptz, last_notified_at) where id in (${inList(ids.length)})`,
        [digestAt.toISOString(), notifiedThrough?.toISOString() ?? null, ...ids],
      );
    },

    async takeLease(job, holder, forMs) {
      const rows = await execute<{ holder: string }[]>(
        `insert into saved_search_job_leases (job, holder, expires_at) values (?, ?, now() + ? * interval '1 millisecond')
         on conflict (job) do update set holder = excluded.holder, expires_at = excluded.expires_at
         where saved_search_job_leases.expires_at < now() or saved_search_job_leases.holder = excluded.holder returning holder`,
        [job, holder, forMs],
      );
      return rows[0]?.holder === holder;
    },

    async releaseLease(job, holder) {
      await execute('delete from saved_search_job_leases where job = ? and holder = ?', [job, holder]);
    },
  };
}
