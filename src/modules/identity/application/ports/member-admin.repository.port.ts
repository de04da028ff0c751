import type { Transaction } from '@platform/kernel/transaction';
import type { MembershipType } from '@modules/identity/domain/membership';
import type { MemberAdminApi, MemberView } from '@modules/identity/member-admin.contracts';

/** A member's own fields, without the credit balance (which the credits module owns). */
export type MemberRecord = Omit<MemberView, 'credits'>;

/**
 * Members as the admin portal reads and changes them. Each change is one statement inside the caller's transaction
 * and answers the member as changed, or null when no member has this id.
 */
export interface MemberAdminRepository extends Pick<MemberAdminApi, 'list' | 'streamAll' | 'stats' | 'institutionsOf' | 'ownersOf' | 'institutionIdOf'> {
  /** ADR 0021: the member's institution's membership */
  setMembership(tx: Transaction, id: string, membershipType: MembershipType, expiresAt: Date | null): Promise<ChangedMember | null>;
  setActive(tx: Transaction, id: string, active: boolean): Promise<ChangedMember | null>;
  /** ADR 0021: the member's institution and every seat of it take the opposite of the member's verification */
  toggleVerification(tx: Transaction, id: string): Promise<ChangedMember | null>;
}

/** A member as changed, and the institution whose pool the answer's balance is. */
export type ChangedMember = MemberRecord & { institutionId: string };
