import type { Clock } from '@platform/kernel/clock';
import { IdentityErrors } from '../domain/identity.errors';
import { revokeAllApiKeys, type ApiKeyDeps } from './api-keys.use-case';
import type { IdentitySessions } from './ports/identity-sessions.port';
import type { MemberRepository } from './ports/member.repository.port';
import type { PasswordHasher } from './ports/password-hasher.port';
import type { ResetTokenRepository } from './ports/reset-token.repository.port';
import { sha256 } from './secrets';

/**
 * A reset link works once, within the hour, and signs the member out everywhere. Whoever knew the old password may
 * have minted API keys with it: every key of the member is revoked too (ADR 0012).
 */
export async function resetPassword(
  input: { token: string; newPassword: string },
  deps: { members: MemberRepository; resetTokens: ResetTokenRepository; hasher: PasswordHasher; sessions: IdentitySessions; clock: Clock } & Pick<
    ApiKeyDeps,
    'keys' | 'audit'
  >,
): Promise<void> {
  const email = await deps.resetTokens.consume(await sha256(input.token), deps.clock.now());
  const member = email ? await deps.members.findByEmail(email) : null;
  if (!member) throw IdentityErrors.badResetToken();
  await deps.members.setPasswordHash(member.id, await deps.hasher.hash(input.newPassword));
  await deps.sessions.endSessions('member', member.id, 'password_changed');
  await revokeAllApiKeys(member, 'password_reset', deps);
}
