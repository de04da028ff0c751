import { isUuid } from '@platform/kernel/ids';
import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { empty, join, raw, type Sql, sql } from '@platform/db/sql';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { Transaction } from '@platform/kernel/transaction';
import type { MemberAdminRepository } from '@modules/identity/application/ports/member-admin.repository.port';
import type { MemberBalances } from '@modules/identity/application/ports/member-balances.port';
import type { MemberQuery, MemberView } from '@modules/identity/member-admin.contracts';
import { toMemberRecord, WEBSITE_USER_COLUMNS, type WebsiteUserRow } from './website-user.rows';

/** premium only until its expiry, as the session guard decides */
const PREMIUM = raw("(membership_type = 'premium' and (membership_expires_at is null or membership_expires_at > now()))");

function whereOf(query: Omit<MemberQuery, 'page' | 'limit'>): Sql {
  const clauses: Sql[] = [];
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, '\\$&')}%`;
    clauses.push(
      sql`(first_name ilike ${like} or last_name ilike ${like} or email ilike ${like} or institution_name ilike ${like} or (first_name || ' ' || last_name) ilike ${like})`,
    );
  }
  if (query.membership) clauses.push(query.membership === 'premium' ? PREMIUM : sql`not ${PREMIUM}`);
  if (query.verification) clauses.push(raw(query.verification === 'verified' ? 'is_verified' : 'not is_verified'));
  if (query.status) clauses.push(raw(query.status === 'active' ? 'is_active' : 'not is_active'));
  return clauses.length ? sql`where ${join(clauses, ' and ')}` : empty;
}

export function createMemberAdminRepository(orm: Orm, balances: MemberBalances): MemberAdminRepository {
  /** A page of members with their balances: one batched read of the credits module, not one per member. */
  const withCredits = async (rows: WebsiteUserRow[]): Promise<MemberView[]> => {
    const credits = await balances.balances(rows.map((row) => row.id));
    return rows.map((row) => ({ ...toMemberRecord(row), credits: credits.get(row.id) ?? 0 }));
  };
  const change = async (tx: Transaction, id: string, set: Sql) => {
    const row = await sql`update website_users set ${set}, updated_at = now() where id = ${id} returning ${WEBSITE_USER_COLUMNS}`.first<WebsiteUserRow>(
      entityManagerOf(tx),
    );
    return row ? toMemberRecord(row) : null;
  };

  return {
    async list(query) {
      const where = whereOf(query);
      const rows = await sql`select ${WEBSITE_USER_COLUMNS} from website_users ${where} order by created_at desc, id desc
        limit ${query.limit} offset ${(query.page - 1) * query.limit}`.rows<WebsiteUserRow>(sessionOf(orm));
      const counts = await sql`select (select count(*)::int from website_users ${where}) as total,
        (select count(*)::int from website_users where ${PREMIUM}) as premium`.first<{ total: number; premium: number }>(sessionOf(orm));
      return { users: await withCredits(rows), total: counts?.total ?? 0, premiumUsers: counts?.premium ?? 0 };
    },

    setMembership: (tx, id, membershipType, expiresAt) =>
      change(tx, id, sql`membership_type = ${membershipType}, membership_expires_at = ${expiresAt ? expiresAt.toISOString() : null}::timestamptz`),

    setActive: (tx, id, active) => change(tx, id, sql`is_active = ${active}`),

    toggleVerification: (tx, id) => change(tx, id, raw('is_verified = not is_verified')),

    async *streamAll(pageSize = 1000) {
      let after: { createdAt: string; id: string } | undefined;
      for (;;) {
        const rows = await sql`select ${WEBSITE_USER_COLUMNS}, created_at::text as cursor_at from website_users
          ${after ? sql`where (created_at, id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : empty}
          order by created_at desc, id desc limit ${pageSize}`.rows<WebsiteUserRow & { cursor_at: string }>(sessionOf(orm));
        if (rows.length === 0) return;
        yield await withCredits(rows);
        if (rows.length < pageSize) return;
        const last = rows[rows.length - 1]!;
        after = { createdAt: last.cursor_at, id: last.id };
      }
    },

    async institutionsOf(ids) {
      const wanted = ids.filter(isUuid);
      if (wanted.length === 0) return new Map();
      const rows = await sql`select id, coalesce(nullif(trim(institution_name), ''), trim(first_name || ' ' || last_name)) as name
        from website_users where id = any(${wanted}::uuid[])`.rows<{ id: string; name: string }>(sessionOf(orm));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    async stats(days, now) {
      const totals = await sql`select count(*)::int as total, count(*) filter (where ${PREMIUM})::int as premium,
        count(*) filter (where is_active)::int as active, count(*) filter (where is_active and not is_verified)::int as awaiting
        from website_users`.first<{ total: number; premium: number; active: number; awaiting: number }>(sessionOf(orm));
      const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
      const perDay = await sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n from website_users
        where created_at >= ${start.toISOString()}::timestamptz group by 1`.rows<{ day: string; n: number }>(sessionOf(orm));
      const counts = new Map(perDay.map((row) => [row.day, row.n]));
      const registrationsPerDay = Array.from({ length: days }, (_, i) => {
        const date = new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10);
        return { date, count: counts.get(date) ?? 0 };
      });
      return {
        total: totals?.total ?? 0,
        premium: totals?.premium ?? 0,
        active: totals?.active ?? 0,
        awaitingVerification: totals?.awaiting ?? 0,
        registrationsPerDay,
      };
    },
  };
}
