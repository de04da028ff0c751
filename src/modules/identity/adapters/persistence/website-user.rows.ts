import type { SeatRole } from '@platform/http/auth';
import { raw } from '@platform/db/sql';
import type { MemberRecord } from '@modules/identity/application/ports/member-admin.repository.port';
import type { StoredMember } from '@modules/identity/application/ports/member.repository.port';
import type { MemberStanding } from '@modules/identity/application/ports/session.repository.port';

/**
 * A `website_users` row (alias `m`) with its institution's membership (alias `i`), as the driver answers it (ADR 0005:
 * one row type and its mappers per table). ADR 0021: premium is the institution's; verification is the seat's.
 */
export type WebsiteUserRow = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  institution_name: string | null;
  designation: string | null;
  membership_type: string;
  membership_expires_at: Date | string | null;
  is_verified: boolean;
  is_email_verified: boolean;
  is_active: boolean;
  created_at: Date | string;
  last_login: Date | string | null;
  institution_id: string;
  seat_role: SeatRole;
};

/** Every column but the password hash (which only `passwordHashOf` reads), from `MEMBERS` or sources aliased alike. */
export const WEBSITE_USER_COLUMNS = raw(
  'm.id, m.email, m.first_name, m.last_name, m.phone, m.institution_name, m.designation, i.membership_type, i.membership_expires_at, m.is_verified, m.is_email_verified, m.is_active, m.created_at, m.last_login, m.institution_id, m.seat_role',
);

/** Members with their institutions: every read of a member's membership joins the institution (ADR 0021). */
export const MEMBERS = raw('website_users m join institutions i on i.id = m.institution_id');

const date = (value: Date | string | null) => (value === null ? null : value instanceof Date ? value : new Date(value));

export const toStoredMember = (row: WebsiteUserRow): StoredMember => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  phone: row.phone,
  institutionName: row.institution_name,
  designation: row.designation,
  membershipType: row.membership_type,
  membershipExpiresAt: date(row.membership_expires_at),
  isVerified: row.is_verified,
  isEmailVerified: row.is_email_verified,
  isActive: row.is_active,
  createdAt: date(row.created_at)!,
  lastLogin: date(row.last_login),
  institutionId: row.institution_id,
  seatRole: row.seat_role,
});

/** Whitelisted fields only, dates as ISO text: what an admin's member list shows. */
export const toMemberRecord = (row: WebsiteUserRow): MemberRecord => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phone: row.phone,
  institutionName: row.institution_name,
  designation: row.designation,
  membershipType: row.membership_type === 'premium' ? 'premium' : 'free',
  membershipExpiresAt: date(row.membership_expires_at)?.toISOString() ?? null,
  isActive: row.is_active,
  isVerified: row.is_verified,
  isEmailVerified: row.is_email_verified,
  createdAt: date(row.created_at)!.toISOString(),
  lastLogin: date(row.last_login)?.toISOString() ?? null,
});

/** What the auth guard needs of a member, read beside their session or API key. */
export type StandingRow = Pick<
  WebsiteUserRow,
  'email' | 'is_active' | 'is_verified' | 'membership_type' | 'membership_expires_at' | 'institution_id' | 'seat_role'
> & { found: boolean };

/** The standing's columns, for a statement that left-joins `website_users m` and `institutions i`. */
export const STANDING_COLUMNS = raw(
  'm.id is not null as found, m.email, m.is_active, m.is_verified, i.membership_type, i.membership_expires_at, m.institution_id, m.seat_role',
);

export const toMemberStanding = (row: StandingRow): MemberStanding | null =>
  row.found
    ? {
        email: row.email,
        isVerified: row.is_verified,
        isActive: row.is_active,
        membershipType: row.membership_type,
        membershipExpiresAt: date(row.membership_expires_at),
        institutionId: row.institution_id,
        seatRole: row.seat_role,
      }
    : null;
