import { isUuid } from '@platform/kernel/ids';
import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { empty, join, raw, type Sql, sql } from '@platform/db/sql';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { Transaction } from '@platform/kernel/transaction';
import type { MemberAdminRepository } from '@modules/identity/application/ports/member-admin.repository.port';
import type { InstitutionPools } from '@modules/identity/application/ports/institution-pools.port';
import type { MemberQuery, MemberView } from '@modules/identity/member-admin.contracts';
import { MEMBERS, toMemberRecord, WEBSITE_USER_COLUMNS, type WebsiteUserRow } from './website-user.rows';

/** premium only until its expiry, as the session guard decides; the institution's (ADR 0021) */
const PREMIUM = raw("(i.membership_type = 'premium' and (i.membership_expires_at is null or i.membership_expires_at > now()))");

function whereOf(query: Omit<MemberQuery, 'page' | 'limit'>): Sql {
  const clauses: Sql[] = [];
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, '\\$&')}%`;
    clauses.push(
      sql`(m.first_name ilike ${like} or m.last_name ilike ${like} or m.email ilike ${like} or m.institution_name ilike ${like} or (m.first_name || ' ' || m.last_name) ilike ${like})`,
    );
  }
  if (query.membership) clauses.push(query.membership === 'premium' ? PREMIUM : sql`not ${PREMIUM}`);
  if (query.verification) clauses.push(raw(query.verification === 'verified' ? 'm.is_verified' : 'not m.is_verified'));
  if (query.status) clauses.push(raw(query.status === 'active' ? 'm.is_active' : 'not m.is_active'));
  return clauses.length ? sql`where ${join(clauses, ' and ')}` : empty;
}

export function createMemberAdminRepository(orm: Orm, balances: InstitutionPools): MemberAdminRepository {
  /** A page of members with their pools' balances (ADR 0021): one batched read of the credits module, not one per member. */
  const withCredits = async (rows: WebsiteUserRow[]): Promise<MemberView[]> => {
    const credits = await balances.balances([...new Set(rows.map((row) => row.institution_id))]);
    return rows.map((row) => ({ ...toMemberRecord(row), credits: credits.get(row.institution_id) ?? 0 }));
  };
  /** The member as `changed` (a statement answering their row aliased m, i) left them, with their institution. */
  const changedMember = async (tx: Transaction, changed: Sql) => {
    const row = await changed.first<WebsiteUserRow>(entityManagerOf(tx));
    return row ? { ...toMemberRecord(row), institutionId: row.institution_id } : null;
  };

  return {
    async list(query) {
      const where = whereOf(query);
      const rows = await sql`select ${WEBSITE_USER_COLUMNS} from ${MEMBERS} ${where} order by m.created_at desc, m.id desc
        limit ${query.limit} offset ${(query.page - 1) * query.limit}`.rows<WebsiteUserRow>(sessionOf(orm));
      const counts = await sql`select (select count(*)::int from ${MEMBERS} ${where}) as total,
        (select count(*)::int from ${MEMBERS} where ${PREMIUM}) as premium`.first<{ total: number; premium: number }>(sessionOf(orm));
      return { users: await withCredits(rows), total: counts?.total ?? 0, premiumUsers: counts?.premium ?? 0 };
    },

    // ADR 0021: premium is the institution's, so the admin's change on a member acts on their institution
    setMembership: (tx, id, membershipType, expiresAt) =>
      changedMember(
        tx,
        sql`with i as (update institutions i set membership_type = ${membershipType},
              membership_expires_at = ${expiresAt ? expiresAt.toISOString() : null}::timestamptz, updated_at = now()
            from website_users m where m.id = ${id} and i.id = m.institution_id returning i.*)
          select ${WEBSITE_USER_COLUMNS} from website_users m join i on i.id = m.institution_id where m.id = ${id}`,
      ),

    setActive: (tx, id, active) =>
      changedMember(
        tx,
        sql`with m as (update website_users set is_active = ${active}, updated_at = now() where id = ${id} returning *)
          select ${WEBSITE_USER_COLUMNS} from m join institutions i on i.id = m.institution_id`,
      ),

    // ADR 0021, "Verification": the admin's verify on any seat verifies the institution and every seat of it (taken back
    // alike); the seat's own flag says which way
    toggleVerification: (tx, id) =>
      changedMember(
        tx,
        sql`with target as (select institution_id, not is_verified as verified from website_users where id = ${id}),
            institution as (update institutions i set is_verified = t.verified, updated_at = now() from target t where i.id = t.institution_id returning i.id),
            m as (update website_users w set is_verified = t.verified, updated_at = now() from target t where w.institution_id = t.institution_id returning w.*)
          select ${WEBSITE_USER_COLUMNS} from m join institutions i on i.id = m.institution_id where m.id = ${id}`,
      ),

    async *streamAll(pageSize = 1000) {
      let after: { createdAt: string; id: string } | undefined;
      for (;;) {
        const rows = await sql`select ${WEBSITE_USER_COLUMNS}, m.created_at::text as cursor_at from ${MEMBERS}
          ${after ? sql`where (m.created_at, m.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : empty}
          order by m.created_at desc, m.id desc limit ${pageSize}`.rows<WebsiteUserRow & { cursor_at: string }>(sessionOf(orm));
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
      const rows = await sql`select w.id, coalesce(nullif(trim(i.name), ''), trim(w.first_name || ' ' || w.last_name)) as name
        from website_users w join institutions i on i.id = w.institution_id where w.id = any(${wanted}::uuid[])`.rows<{ id: string; name: string }>(
        sessionOf(orm),
      );
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    async ownersOf(institutionIds) {
      const wanted = institutionIds.filter(isUuid);
      if (wanted.length === 0) return new Map();
      const rows = await sql`select institution_id, id from website_users where institution_id = any(${wanted}::uuid[]) and seat_role = 'owner'`.rows<{
        institution_id: string;
        id: string;
      }>(sessionOf(orm));
      return new Map(rows.map((row) => [row.institution_id, row.id]));
    },

    async institutionIdOf(memberId, tx) {
      if (!isUuid(memberId)) return null;
      const row = await sql`select institution_id from website_users where id = ${memberId}`.first<{ institution_id: string }>(
        tx ? entityManagerOf(tx) : sessionOf(orm),
      );
      return row?.institution_id ?? null;
    },

    async stats(days, now) {
      const totals = await sql`select count(*)::int as total, count(*) filter (where ${PREMIUM})::int as premium,
        count(*) filter (where m.is_active)::int as active, count(*) filter (where m.is_active and not m.is_verified)::int as awaiting
        from ${MEMBERS}`.first<{ total: number; premium: number; active: number; awaiting: number }>(sessionOf(orm));
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
