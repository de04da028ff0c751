import { IdentityErrors } from '../domain/identity.errors';
import type { IdentitySessions } from './ports/identity-sessions.port';
import type { MemberRepository } from './ports/member.repository.port';
import type { PasswordHasher } from './ports/password-hasher.port';

/** Keeps the session that asked; every other session of the member ends. */
export async function changePassword(
  input: { memberId: string; sessionId: string; currentPassword: string; newPassword: string },
  deps: { members: MemberRepository; hasher: PasswordHasher; sessions: IdentitySessions },
): Promise<void> {
  const hash = await deps.members.passwordHashOf(input.memberId);
  if (!hash || !(await deps.hasher.verify(input.currentPassword, hash))) throw IdentityErrors.wrongCurrentPassword();
  await deps.members.setPasswordHash(input.memberId, await deps.hasher.hash(input.newPassword));
  await deps.sessions.endSessions('member', input.memberId, 'password_changed', input.sessionId);
}
