/** Member management for the admin portal, part of the identity facade. */
import type { AuditActor } from '@platform/audit/audit-trail';
import type { Transaction } from '@platform/kernel/transaction';

/** Website user as the admin sees it (spec 001 §3); never the password. */
export type MemberView = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  institutionName: string | null;
  designation: string | null;
  membershipType: 'free' | 'premium';
  membershipExpiresAt: string | null;
  credits: number;
  isActive: boolean;
  isVerified: boolean;
  isEmailVerified: boolean;
  createdAt: string;
  lastLogin: string | null;
};

export type MemberQuery = {
  search?: string;
  membership?: 'free' | 'premium';
  verification?: 'verified' | 'unverified';
  status?: 'active' | 'inactive';
  page: number;
  limit: number;
};

export type MemberStats = {
  total: number;
  premium: number;
  active: number;
  /** active accounts not yet verified: registrations waiting for an admin (docs/product.md, "Admin blind spots") */
  awaitingVerification: number;
  /** one entry per day, oldest first, days without registrations included */
  registrationsPerDay: { date: string; count: number }[];
};

export type MemberAdminApi = {
  list(query: MemberQuery): Promise<{ users: MemberView[]; total: number; premiumUsers: number }>;
  /**
   * Each change and its audit row (made by `actor`) commit together. Premium lasts until `expiresAt`, or a year when
   * it is null; free carries no expiry.
   */
  changeMembership(id: string, change: { membershipType: 'free' | 'premium'; expiresAt: Date | null }, actor: AuditActor): Promise<MemberView>;
  /** Deactivating also ends every session of the member, so their next request is refused. */
  setActive(id: string, active: boolean, actor: AuditActor): Promise<MemberView>;
  toggleVerification(id: string, actor: AuditActor): Promise<MemberView>;
  streamAll(pageSize?: number): AsyncGenerator<MemberView[]>;
  /**
   * ADR 0018, ADR 0021: the name of each of these members' institution (a seat names its team, not its own
   * institution name; a one-seat institution is named as its member was), by member id.
   */
  institutionsOf(ids: readonly string[]): Promise<Map<string, string>>;
  /** ADR 0021: the owner (a member id) of each of these institutions, by institution id (the delete-your-copy notices). */
  ownersOf(institutionIds: readonly string[]): Promise<Map<string, string>>;
  /**
   * ADR 0021: the id of the member's institution (whose pool a grant to the member fills), or null for no such member;
   * inside `tx` when given (a grant inside another module's transaction).
   */
  institutionIdOf(memberId: string, tx?: Transaction): Promise<string | null>;
  stats(days: number, now: Date): Promise<MemberStats>;
};
