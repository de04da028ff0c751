import type { Principal, SessionRejection } from '../../../platform/http/auth';
import type { Clock } from '../../../platform/kernel/clock';
import { isPremiumActive } from '../domain/membership';
import type { SubjectKind } from '../domain/session';
import type { SessionRepository } from './ports/session.repository.port';

export async function verifySession(
  claims: { kind: SubjectKind; sessionId: string; subjectId: string },
  deps: { sessions: SessionRepository; clock: Clock },
): Promise<Principal | SessionRejection> {
  const session = await deps.sessions.find(claims.sessionId);
  if (!session || session.subjectId !== claims.subjectId || session.subjectType !== claims.kind) return { rejected: 'unknown' };
  if (session.revokedAt) return { rejected: session.revokedReason === 'replaced' ? 'replaced' : 'revoked' };
  const now = deps.clock.now();
  if (session.expiresAt.getTime() <= now.getTime()) return { rejected: 'expired' };

  if (claims.kind === 'admin') {
    const admin = await deps.sessions.adminStanding(claims.subjectId);
    if (!admin) return { rejected: 'unknown' };
    if (!admin.isActive) return { rejected: 'inactive' };
    return { kind: 'admin', id: claims.subjectId, sessionId: session.id, role: admin.role };
  }
  const member = await deps.sessions.memberStanding(claims.subjectId);
  if (!member) return { rejected: 'unknown' };
  if (!member.isActive) return { rejected: 'inactive' };
  return {
    kind: 'member',
    id: claims.subjectId,
    sessionId: session.id,
    isVerified: member.isVerified,
    isActive: member.isActive,
    isPremium: isPremiumActive(member, now),
  };
}
