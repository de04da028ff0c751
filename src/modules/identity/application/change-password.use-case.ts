import { IdentityErrors } from '../domain/identity.errors';
import { revokeAllApiKeys, type ApiKeyDeps } from './api-keys.use-case';
import type { IdentitySessions } from './ports/identity-sessions.port';
import type { MemberRepository } from './ports/member.repository.port';
import type { PasswordHasher } from './ports/password-hasher.port';

/**
 * Keeps the session that asked; every other session of the member ends, and (ADR 0012) their API keys are revoked
 * unless the member asked to keep them. Answers how many keys were revoked.
 */
export async function changePassword(
  input: { memberId: string; email: string; sessionId: string; currentPassword: string; newPassword: string; revokeApiKeys: boolean },
  deps: { members: MemberRepository; hasher: PasswordHasher; sessions: IdentitySessions } & Pick<ApiKeyDeps, 'keys' | 'audit'>,
): Promise<number> {
  const hash = await deps.members.passwordHashOf(input.memberId);
  if (!hash || !(await deps.hasher.verify(input.currentPassword, hash))) throw IdentityErrors.wrongCurrentPassword();
  await deps.members.setPasswordHash(input.memberId, await deps.hasher.hash(input.newPassword));
  await deps.sessions.endSessions('member', input.memberId, 'password_changed', input.sessionId);
  return input.revokeApiKeys ? revokeAllApiKeys({ id: input.memberId, email: input.email }, 'password_changed', deps) : 0;
}
