import { raw } from '@platform/db/sql';
import type { MemberRecord } from '@modules/identity/application/ports/member-admin.repository.port';
import type { StoredMember } from '@modules/identity/application/ports/member.repository.port';
import type { MemberStanding } from '@modules/identity/application/ports/session.repository.port';

/** A `website_users` row as the driver answers it (ADR 0005: one row type and its mappers per table). */
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
};

/** Every column but the password hash, which only `passwordHashOf` reads. */
export const WEBSITE_USER_COLUMNS = raw(
  'id, email, first_name, last_name, phone, institution_name, designation, membership_type, membership_expires_at, is_verified, is_email_verified, is_active, created_at, last_login',
);

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
export type StandingRow = Pick<WebsiteUserRow, 'email' | 'is_active' | 'is_verified' | 'membership_type' | 'membership_expires_at'> & { found: boolean };

export const toMemberStanding = (row: StandingRow): MemberStanding | null =>
  row.found
    ? {
        email: row.email,
        isVerified: row.is_verified,
        isActive: row.is_active,
        membershipType: row.membership_type,
        membershipExpiresAt: date(row.membership_expires_at),
      }
    : null;
