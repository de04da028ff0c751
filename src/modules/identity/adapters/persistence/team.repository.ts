import type { SeatRole } from '@platform/http/auth';
import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { empty, raw, sql } from '@platform/db/sql';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { Transaction } from '@platform/kernel/transaction';
import type { AdminSeat, Institution, InstitutionListed, Invite, Seat, TeamRepository } from '@modules/identity/application/ports/team.port';
import type { InvitableRole } from '@modules/identity/domain/team';

type InstitutionRow = { id: string; name: string; is_verified: boolean; membership_type: string; membership_expires_at: Date | string | null };
type SeatRow = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  seat_role: SeatRole;
  joined_at: Date | string;
  institution_name: string | null;
};
type InviteRow = {
  id: string;
  institution_id: string;
  email: string;
  role: InvitableRole;
  invited_by: string | null;
  created_at: Date | string;
  expires_at: Date | string;
  accepted_at: Date | string | null;
  revoked_at: Date | string | null;
};

const INSTITUTION_COLUMNS = raw('i.id, i.name, i.is_verified, i.membership_type, i.membership_expires_at');
const SEAT_COLUMNS = raw('m.id, m.first_name, m.last_name, m.email, m.seat_role, m.joined_at, m.institution_name');
const INVITE_COLUMNS = raw('v.id, v.institution_id, v.email, v.role, v.invited_by, v.created_at, v.expires_at, v.accepted_at, v.revoked_at');
const OPEN = raw('v.accepted_at is null and v.revoked_at is null');

type ListedRow = InstitutionRow & {
  created_at: Date | string;
  seat_ids: string[];
  owner_id: string | null;
  owner_name: string | null;
  owner_email: string | null;
  total: number;
};
const toListed = (row: ListedRow): InstitutionListed => ({
  ...toInstitution(row),
  createdAt: new Date(row.created_at),
  seatIds: row.seat_ids,
  owner: row.owner_id ? { id: row.owner_id, name: row.owner_name ?? '', email: row.owner_email ?? '' } : null,
});

const date = (value: Date | string | null) => (value === null ? null : new Date(value));

const toInstitution = (row: InstitutionRow): Institution => ({
  id: row.id,
  name: row.name,
  isVerified: row.is_verified,
  membershipType: row.membership_type,
  membershipExpiresAt: date(row.membership_expires_at),
});
const toSeat = (row: SeatRow): Seat => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  role: row.seat_role,
  joinedAt: new Date(row.joined_at),
  institutionName: row.institution_name,
});
const toInvite = (row: InviteRow): Invite => ({
  id: row.id,
  institutionId: row.institution_id,
  email: row.email,
  role: row.role,
  invitedBy: row.invited_by,
  createdAt: new Date(row.created_at),
  expiresAt: new Date(row.expires_at),
  acceptedAt: date(row.accepted_at),
  revokedAt: date(row.revoked_at),
});

/** ADR 0021: institutions, their seats and invitations, all identity's tables. */
export function createTeamRepository(orm: Orm): TeamRepository {
  const db = (tx?: Transaction) => (tx ? entityManagerOf(tx) : sessionOf(orm));
  /** a page past the end has no row to carry the total */
  const countListed = async (like: string | null) =>
    (
      await sql`select count(*)::int as n from institutions i where exists (select 1 from website_users m where m.institution_id = i.id)
        ${like ? sql`and (i.name ilike ${like} or exists (select 1 from website_users s where s.institution_id = i.id and (s.email ilike ${like} or (s.first_name || ' ' || s.last_name) ilike ${like})))` : empty}`.first<{
        n: number;
      }>(db())
    )?.n ?? 0;
  return {
    async institution(institutionId) {
      const row = await sql`select ${INSTITUTION_COLUMNS} from institutions i where i.id = ${institutionId}`.first<InstitutionRow>(db());
      return row ? toInstitution(row) : null;
    },
    async lockInstitutions(tx, institutionIds) {
      // in one order, so that two changes locking the same two institutions cannot deadlock
      const rows = await sql`select ${INSTITUTION_COLUMNS} from institutions i where i.id = any(${institutionIds}::uuid[]) order by i.id
        for update`.rows<InstitutionRow>(db(tx));
      return rows.map(toInstitution);
    },
    async seats(institutionId, tx) {
      const rows = await sql`select ${SEAT_COLUMNS} from website_users m where m.institution_id = ${institutionId}
        order by m.seat_role = 'owner' desc, m.joined_at, m.id`.rows<SeatRow>(db(tx));
      return rows.map(toSeat);
    },
    async seat(tx, institutionId, memberId) {
      const row = await sql`select ${SEAT_COLUMNS} from website_users m where m.id = ${memberId} and m.institution_id = ${institutionId}`.first<SeatRow>(
        db(tx),
      );
      return row ? toSeat(row) : null;
    },
    async openInvites(institutionId, now, tx) {
      const rows = await sql`select ${INVITE_COLUMNS} from institution_invites v where v.institution_id = ${institutionId} and ${OPEN}
        and v.expires_at > ${now} order by v.created_at desc, v.id`.rows<InviteRow>(db(tx));
      return rows.map(toInvite);
    },
    async createInvite(tx, invite) {
      const row = await sql`insert into institution_invites as v (institution_id, email, role, token_hash, invited_by, expires_at)
        values (${invite.institutionId}, ${invite.email}, ${invite.role}, ${invite.tokenHash}, ${invite.invitedBy}, ${invite.expiresAt})
        returning ${INVITE_COLUMNS}`.first<InviteRow>(db(tx));
      return toInvite(row!);
    },
    async revokeInvite(tx, institutionId, inviteId) {
      const row = await sql`update institution_invites v set revoked_at = now() where v.id = ${inviteId} and v.institution_id = ${institutionId} and ${OPEN}
        returning ${INVITE_COLUMNS}`.first<InviteRow>(db(tx));
      return row ? toInvite(row) : null;
    },
    async inviteByHash(tokenHash, tx) {
      const row = await sql`select ${INVITE_COLUMNS}, i.name as institution_name from institution_invites v join institutions i on i.id = v.institution_id
        where v.token_hash = ${tokenHash}`.first<InviteRow & { institution_name: string }>(db(tx));
      return row ? { ...toInvite(row), institutionName: row.institution_name } : null;
    },
    async claimInvite(tx, inviteId, now) {
      const row = await sql`update institution_invites v set accepted_at = ${now} where v.id = ${inviteId} and ${OPEN} and v.expires_at > ${now}
        returning ${INVITE_COLUMNS}`.first<InviteRow>(db(tx));
      return row ? toInvite(row) : null;
    },
    async foundInstitution(tx, name) {
      const row = await sql`insert into institutions (name) values (${name}) returning id`.first<{ id: string }>(db(tx));
      return row!.id;
    },
    async moveSeat(tx, memberId, to) {
      await sql`update website_users set institution_id = ${to.institutionId}, seat_role = ${to.role}, is_verified = ${to.verified}, joined_at = now(),
        updated_at = now() where id = ${memberId}`.run(db(tx));
    },
    async setRole(tx, memberId, role) {
      await sql`update website_users set seat_role = ${role}, updated_at = now() where id = ${memberId}`.run(db(tx));
    },
    async listInstitutions(query) {
      const like = query.search ? `%${query.search.replace(/[\\%_]/g, '\\$&')}%` : null;
      const matching = like
        ? sql`and (i.name ilike ${like} or exists (select 1 from website_users s where s.institution_id = i.id
            and (s.email ilike ${like} or (s.first_name || ' ' || s.last_name) ilike ${like})))`
        : empty;
      const rows = await sql`select ${INSTITUTION_COLUMNS}, i.created_at, seats.ids as seat_ids, o.id as owner_id,
          o.first_name || ' ' || o.last_name as owner_name, o.email as owner_email, count(*) over ()::int as total
        from institutions i
        cross join lateral (select array_agg(m.id::text order by m.joined_at, m.id) as ids from website_users m where m.institution_id = i.id) seats
        left join website_users o on o.institution_id = i.id and o.seat_role = 'owner'
        where seats.ids is not null ${matching}
        order by lower(i.name), i.id
        limit ${query.limit} offset ${(query.page - 1) * query.limit}`.rows<ListedRow>(db());
      return { institutions: rows.map(toListed), total: rows[0]?.total ?? (query.page > 1 ? await countListed(like) : 0) };
    },
    async adminSeats(institutionId) {
      const rows = await sql`select ${SEAT_COLUMNS}, m.is_verified, m.is_active from website_users m where m.institution_id = ${institutionId}
        order by m.seat_role = 'owner' desc, m.joined_at, m.id`.rows<SeatRow & { is_verified: boolean; is_active: boolean }>(db());
      return rows.map((row): AdminSeat => ({ ...toSeat(row), isVerified: row.is_verified, isActive: row.is_active }));
    },
    async seatOfMember(tx, memberId) {
      const row = await sql`select ${SEAT_COLUMNS}, m.institution_id from website_users m where m.id = ${memberId}`.first<SeatRow & { institution_id: string }>(
        db(tx),
      );
      return row ? { ...toSeat(row), institutionId: row.institution_id } : null;
    },
    async setVerified(tx, institutionId, verified) {
      await sql`update institutions set is_verified = ${verified}, updated_at = now() where id = ${institutionId}`.run(db(tx));
      await sql`update website_users set is_verified = ${verified}, updated_at = now() where institution_id = ${institutionId}`.run(db(tx));
    },
  };
}
