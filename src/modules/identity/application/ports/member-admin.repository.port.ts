import type { Transaction } from '@platform/kernel/transaction';
import type { MembershipType } from '@modules/identity/domain/membership';
import type { MemberAdminApi, MemberView } from '@modules/identity/member-admin.contracts';

/** A member's own fields, without the credit balance (which the credits module owns). */
export type MemberRecord = Omit<MemberView, 'credits'>;

/**
 * Members as the admin portal reads and changes them. Each change is one statement inside the caller's transaction
 * and answers the member as changed, or null when no member has this id.
 */
export interface MemberAdminRepository extends Pick<MemberAdminApi, 'list' | 'streamAll' | 'stats' | 'institutionsOf'> {
  setMembership(tx: Transaction, id: string, membershipType: MembershipType, expiresAt: Date | null): Promise<MemberRecord | null>;
  setActive(tx: Transaction, id: string, active: boolean): Promise<MemberRecord | null>;
  toggleVerification(tx: Transaction, id: string): Promise<MemberRecord | null>;
}
