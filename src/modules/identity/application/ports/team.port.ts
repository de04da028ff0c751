import type { SeatRole } from '@platform/http/auth';
import type { Transaction } from '@platform/kernel/transaction';
import type { InvitableRole } from '@modules/identity/domain/team';

export type Institution = { id: string; name: string; isVerified: boolean; membershipType: string; membershipExpiresAt: Date | null };
export type Seat = { id: string; firstName: string; lastName: string; email: string; role: SeatRole; joinedAt: Date; institutionName: string | null };
export type Invite = {
  id: string;
  institutionId: string;
  email: string;
  role: InvitableRole;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
};

/** ADR 0021, the admin portal's institutions list: the institution, its seats' ids (whose invoices it has) and owner. */
export type InstitutionListed = Institution & {
  createdAt: Date;
  seatIds: string[];
  owner: { id: string; name: string; email: string } | null;
};
/** A seat as the admin sees it: with the person's own verification and whether the account is active. */
export type AdminSeat = Seat & { isVerified: boolean; isActive: boolean };

/** institutions, their seats (website_users' institution_id and seat_role) and institution_invites (ADR 0021). */
export type TeamRepository = {
  institution(institutionId: string): Promise<Institution | null>;
  /** Locks the institution's row until `tx` ends: one institution's seats and invitations change one change at a time. */
  lockInstitutions(tx: Transaction, institutionIds: readonly string[]): Promise<Institution[]>;
  /** Its seats, the owner first, then by when they joined. */
  seats(institutionId: string, tx?: Transaction): Promise<Seat[]>;
  seat(tx: Transaction, institutionId: string, memberId: string): Promise<Seat | null>;
  /** Invitations neither accepted nor withdrawn nor past their expiry at `now`, newest first. */
  openInvites(institutionId: string, now: Date, tx?: Transaction): Promise<Invite[]>;
  createInvite(tx: Transaction, invite: Omit<Invite, 'id' | 'createdAt' | 'acceptedAt' | 'revokedAt'> & { tokenHash: string }): Promise<Invite>;
  /** Withdraws an open invitation of this institution; null when there is none. */
  revokeInvite(tx: Transaction, institutionId: string, inviteId: string): Promise<Invite | null>;
  /** The invitation behind a token's hash, whatever its state, with its institution's name. */
  inviteByHash(tokenHash: string, tx?: Transaction): Promise<(Invite & { institutionName: string }) | null>;
  /** Marks it accepted if it is still open at `now` (single use: one caller wins); null otherwise. */
  claimInvite(tx: Transaction, inviteId: string, now: Date): Promise<Invite | null>;
  /** A new institution (its pool is opened by the database), unverified and free. */
  foundInstitution(tx: Transaction, name: string): Promise<string>;
  /** Moves a seat into an institution with this role and verification; it joins now. */
  moveSeat(tx: Transaction, memberId: string, to: { institutionId: string; role: SeatRole; verified: boolean }): Promise<void>;
  setRole(tx: Transaction, memberId: string, role: SeatRole): Promise<void>;
  /** The admin's list: institutions with at least one seat, by name; `search` in the name or a seat's name or e-mail. */
  listInstitutions(query: { search?: string; page: number; limit: number }): Promise<{ institutions: InstitutionListed[]; total: number }>;
  /** The admin's view of an institution's seats, the owner first. */
  adminSeats(institutionId: string): Promise<AdminSeat[]>;
  /** The member's institution and seat (null: no such member), inside `tx`. */
  seatOfMember(tx: Transaction, memberId: string): Promise<(Seat & { institutionId: string }) | null>;
  /** ADR 0021: an admin verifies an institution (or takes it back): the institution and every seat of it. */
  setVerified(tx: Transaction, institutionId: string, verified: boolean): Promise<void>;
};
