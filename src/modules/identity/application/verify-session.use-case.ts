import type { Principal, SessionRejection } from '@platform/http/auth';
import type { Clock } from '@platform/kernel/clock';
import { isPremiumActive } from '../domain/membership';
import type { SubjectKind } from '../domain/session';
import type { AdminStanding, MemberStanding, SessionRepository } from './ports/session.repository.port';

export async function verifySession(
  claims: { kind: SubjectKind; sessionId: string; subjectId: string },
  deps: { sessions: SessionRepository; clock: Clock },
): Promise<Principal | SessionRejection> {
  const found = await deps.sessions.findWithStanding(claims.sessionId, claims.kind);
  if (!found || found.session.subjectId !== claims.subjectId) return { rejected: 'unknown' };
  const { session, standing } = found;
  if (session.revokedAt) return { rejected: session.revokedReason === 'replaced' ? 'replaced' : 'revoked' };
  const now = deps.clock.now();
  if (session.expiresAt.getTime() <= now.getTime()) return { rejected: 'expired' };
  if (!standing) return { rejected: 'unknown' };
  if (!standing.isActive) return { rejected: 'inactive' };

  if (claims.kind === 'admin') {
    const admin = standing as AdminStanding;
    return { kind: 'admin', id: claims.subjectId, sessionId: session.id, role: admin.role, username: admin.username, email: admin.email };
  }
  const member = standing as MemberStanding;
  return {
    kind: 'member',
    id: claims.subjectId,
    email: member.email,
    sessionId: session.id,
    isVerified: member.isVerified,
    isActive: member.isActive,
    isPremium: isPremiumActive(member, now),
    institutionId: member.institutionId,
    seatRole: member.seatRole,
  };
}
