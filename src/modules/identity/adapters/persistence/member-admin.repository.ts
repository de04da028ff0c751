import { isUuid } from '@platform/kernel/ids';
import type { Orm } from '@platform/db/orm';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { Transaction } from '@platform/kernel/transaction';
import type { MemberAdminRepository, MemberRecord } from '@modules/identity/application/ports/member-admin.repository.port';
import type { MemberBalances } from '@modules/identity/application/ports/member-balances.port';
import type { MemberQuery, MemberView } from '@modules/identity/member-admin.contracts';
import { sqlArray } from '@platform/db/sql-array';

type Row = Record<string, unknown>;

const COLUMNS = `id, first_name, last_name, email, phone, institution_name, designation, membership_type, membership_expires_at,
  is_active, is_verified, is_email_verified, created_at, last_login`;
/** premium only until its expiry, as the session guard decides */
const PREMIUM = "(membership_type = 'premium' and (membership_expires_at is null or membership_expires_at > now()))";

const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString());

/** Whitelisted fields only: the password hash never leaves this file. */
function toMemberRecord(row: Row): MemberRecord {
  return {
    id: String(row.id),
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    email: String(row.email),
    phone: (row.phone as string | null) ?? null,
    institutionName: (row.institution_name as string | null) ?? null,
    designation: (row.designation as string | null) ?? null,
    membershipType: row.membership_type === 'premium' ? 'premium' : 'free',
    membershipExpiresAt: iso(row.membership_expires_at),
    isActive: Boolean(row.is_active),
    isVerified: Boolean(row.is_verified),
    isEmailVerified: Boolean(row.is_email_verified),
    createdAt: iso(row.created_at)!,
    lastLogin: iso(row.last_login),
  };
}

function whereOf(query: Omit<MemberQuery, 'page' | 'limit'>) {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, '\\$&')}%`;
    clauses.push("(first_name ilike ? or last_name ilike ? or email ilike ? or institution_name ilike ? or (first_name || ' ' || last_name) ilike ?)");
    params.push(like, like, like, like, like);
  }
  if (query.membership) clauses.push(query.membership === 'premium' ? PREMIUM : `not ${PREMIUM}`);
  if (query.verification) clauses.push(query.verification === 'verified' ? 'is_verified' : 'not is_verified');
  if (query.status) clauses.push(query.status === 'active' ? 'is_active' : 'not is_active');
  return { sql: clauses.length ? `where ${clauses.join(' and ')}` : '', params };
}

export function createMemberAdminRepository(orm: Orm, balances: MemberBalances): MemberAdminRepository {
  const run = (sql: string, params: unknown[] = []) => orm.em.fork().execute(sql, params) as Promise<Row[]>;
  /** A page of members with their balances: one batched read of the credits module, not one per member. */
  const withCredits = async (rows: Row[]): Promise<MemberView[]> => {
    const credits = await balances.balances(rows.map((row) => String(row.id)));
    return rows.map((row) => ({ ...toMemberRecord(row), credits: credits.get(String(row.id)) ?? 0 }));
  };
  const change = async (tx: Transaction, id: string, set: string, params: unknown[]) => {
    const [row] = (await entityManagerOf(tx).execute(`update website_users set ${set}, updated_at = now() where id = ? returning ${COLUMNS}`, [
      ...params,
      id,
    ])) as Row[];
    return row ? toMemberRecord(row) : null;
  };

  return {
    async list(query) {
      const where = whereOf(query);
      const rows = await run(`select ${COLUMNS} from website_users ${where.sql} order by created_at desc, id desc limit ? offset ?`, [
        ...where.params,
        query.limit,
        (query.page - 1) * query.limit,
      ]);
      const [counts] = await run(
        `select (select count(*)::int from website_users ${where.sql}) as total, (select count(*)::int from website_users where ${PREMIUM}) as premium`,
        where.params,
      );
      return { users: await withCredits(rows), total: Number(counts?.total ?? 0), premiumUsers: Number(counts?.premium ?? 0) };
    },

    setMembership: (tx, id, membershipType, expiresAt) =>
      change(tx, id, 'membership_type = ?, membership_expires_at = ?::timestamptz', [membershipType, expiresAt ? expiresAt.toISOString() : null]),

    setActive: (tx, id, active) => change(tx, id, 'is_active = ?', [active]),

    toggleVerification: (tx, id) => change(tx, id, 'is_verified = not is_verified', []),

    async *streamAll(pageSize = 1000) {
      let after: { createdAt: string; id: string } | undefined;
      for (;;) {
        const rows = await run(
          `select ${COLUMNS}, created_at::text as cursor_at from website_users ${after ? 'where (created_at, id) < (?::timestamptz, ?::uuid)' : ''} order by created_at desc, id desc limit ?`,
          after ? [after.createdAt, after.id, pageSize] : [pageSize],
        );
        if (rows.length === 0) return;
        yield await withCredits(rows);
        if (rows.length < pageSize) return;
        const last = rows[rows.length - 1]!;
        after = { createdAt: String(last.cursor_at), id: String(last.id) };
      }
    },

    async institutionsOf(ids) {
      const wanted = ids.filter(isUuid);
      if (wanted.length === 0) return new Map();
      const rows = await run(
        `select id, coalesce(nullif(trim(institution_name), ''), trim(first_name || ' ' || last_name)) as name from website_users where id = any(?::uuid[])`,
        [sqlArray(wanted)],
      );
      return new Map(rows.map((row) => [String(row.id), String(row.name)]));
    },

    async stats(days, now) {
      const [totals] = await run(
        `select count(*)::int as total, count(*) filter (where ${PREMIUM})::int as premium, count(*) filter (where is_active)::int as active,
         count(*) filter (where is_active and not is_verified)::int as awaiting from website_users`,
      );
      const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
      const perDay = await run(
        `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n from website_users where created_at >= ?::timestamptz group by 1`,
        [start.toISOString()],
      );
      const counts = new Map(perDay.map((row) => [String(row.day), Number(row.n)]));
      const registrationsPerDay = Array.from({ length: days }, (_, i) => {
        const date = new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10);
        return { date, count: counts.get(date) ?? 0 };
      });
      return {
        total: Number(totals?.total ?? 0),
        premium: Number(totals?.premium ?? 0),
        active: Number(totals?.active ?? 0),
        awaitingVerification: Number(totals?.awaiting ?? 0),
        registrationsPerDay,
      };
    },
  };
}
