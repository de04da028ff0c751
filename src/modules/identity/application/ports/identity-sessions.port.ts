import type { RevokeReason, SubjectKind } from '@modules/identity/domain/session';

/** What the use cases need from the session store (the IdentityApi half built first in index.ts). */
export interface IdentitySessions {
  startSession(kind: SubjectKind, subjectId: string): Promise<string>;
  endSessions(kind: SubjectKind, subjectId: string, reason: RevokeReason, keep?: string): Promise<void>;
  endSession(sessionId: string, reason: RevokeReason): Promise<void>;
}
