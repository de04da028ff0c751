import type { IdentitySessions } from './ports/identity-sessions.port';

/** Ends the session that asked; the member's or admin's sessions on other devices go on. */
export async function logout(sessionId: string, deps: { sessions: Pick<IdentitySessions, 'endSession'> }): Promise<void> {
  await deps.sessions.endSession(sessionId, 'logout');
}
