import type { Clock } from '@platform/kernel/clock';
import { SESSION_LIFETIME_MS, type SubjectKind } from '../domain/session';
import type { SessionRepository } from './ports/session.repository.port';

/** Admins keep one session: a new sign-in replaces the older one. Members may sign in on several devices. */
export async function startSession(input: { kind: SubjectKind; subjectId: string }, deps: { sessions: SessionRepository; clock: Clock }): Promise<string> {
  if (input.kind === 'admin') await deps.sessions.revokeAll('admin', input.subjectId, 'replaced');
  const expiresAt = new Date(deps.clock.now().getTime() + SESSION_LIFETIME_MS[input.kind]);
  return deps.sessions.create({ subjectType: input.kind, subjectId: input.subjectId, expiresAt });
}
