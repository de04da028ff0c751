import type { SeatRole } from '@platform/http/auth';
import type { Transaction } from '@platform/kernel/transaction';
import type { MemberRegistration } from '@modules/identity/domain/account.schema';

export type StoredMember = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  institutionName: string | null;
  designation: string | null;
  membershipType: string;
  membershipExpiresAt: Date | null;
  isVerified: boolean;
  isEmailVerified: boolean;
  isActive: boolean;
  createdAt: Date;
  lastLogin: Date | null;
  /** ADR 0021: the seat's institution (whose membership the two fields above are) and role in it */
  institutionId: string;
  seatRole: SeatRole;
};

export type NewMember = Omit<MemberRegistration, 'password' | 'inviteToken'> & { passwordHash: string };

export interface MemberRepository {
  /**
   * A member who founds an institution of their own and owns it (ADR 0021); its pool opens with the welcome credits.
   * Throws IdentityErrors.emailTaken when the (lower-cased) e-mail exists.
   */
  create(registration: NewMember): Promise<StoredMember>;
  /** A member who takes a seat in an existing institution (an invitation): no institution, no credits. */
  createSeat(tx: Transaction, registration: NewMember, seat: { institutionId: string; role: SeatRole; verified: boolean }): Promise<StoredMember>;
  findById(id: string): Promise<StoredMember | null>;
  /** those of these members that exist, in one read */
  findByIds(ids: readonly string[]): Promise<StoredMember[]>;
  findByEmail(email: string): Promise<StoredMember | null>;
  passwordHashOf(id: string): Promise<string | null>;
  setPasswordHash(id: string, passwordHash: string): Promise<void>;
  recordLogin(id: string, at: Date): Promise<void>;
}
