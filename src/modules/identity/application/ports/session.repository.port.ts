import type { SeatRole } from '@platform/http/auth';
import type { Transaction } from '@platform/kernel/transaction';
import type { RevokeReason, SubjectKind } from '@modules/identity/domain/session';

export type StoredSession = {
  id: string;
  subjectType: SubjectKind;
  subjectId: string;
  expiresAt: Date;
  revokedAt: Date | null;
  revokedReason: string | null;
};

export type MemberStanding = {
  email: string;
  isVerified: boolean;
  isActive: boolean;
  membershipType: string;
  membershipExpiresAt: Date | null;
  institutionId: string;
  seatRole: SeatRole;
};

export interface SessionRepository {
  create(session: { subjectType: SubjectKind; subjectId: string; expiresAt: Date }): Promise<string>;
  find(sessionId: string): Promise<StoredSession | null>;
  /** Ends every live session of a subject, except `keep` when given; inside `tx` when given. */
  revokeAll(subjectType: SubjectKind, subjectId: string, reason: RevokeReason, keep?: string, tx?: Transaction): Promise<void>;
  revoke(sessionId: string, reason: RevokeReason): Promise<void>;
  /**
   * The session with its subject's standing, read in one statement: every authenticated request asks this,
   * so it must cost one round trip. `standing` is null when the subject no longer exists.
   */
  findWithStanding(sessionId: string, kind: SubjectKind): Promise<{ session: StoredSession; standing: MemberStanding | AdminStanding | null } | null>;
}

export type AdminStanding = { isActive: boolean; role: string; username: string; email: string };
