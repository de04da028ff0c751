import type { Clock } from '@platform/kernel/clock';
import { IdentityErrors } from '../domain/identity.errors';
import type { IdentitySessions } from './ports/identity-sessions.port';
import type { MemberRepository, StoredMember } from './ports/member.repository.port';
import type { PasswordHasher } from './ports/password-hasher.port';

// Verifying against a real hash for an unknown e-mail keeps both failures equally slow.
let decoyHash: Promise<string> | undefined;

export async function loginMember(
  credentials: { email: string; password: string },
  deps: { members: MemberRepository; hasher: PasswordHasher; sessions: IdentitySessions; clock: Clock },
): Promise<{ member: StoredMember; sessionId: string }> {
  const member = await deps.members.findByEmail(credentials.email);
  const hash = member ? await deps.members.passwordHashOf(member.id) : null;
  decoyHash ??= deps.hasher.hash('decoy-password-for-timing');
  const matches = await deps.hasher.verify(credentials.password, hash ?? (await decoyHash));
  // a deactivated account answers the same whether or not the password was right: the answer must not confirm a
  // guessed password (the account's existence is no secret: registering with its e-mail says it is taken)
  if (member && hash && !member.isActive) throw IdentityErrors.deactivated();
  if (!member || !hash || !matches) throw IdentityErrors.badMemberCredentials();
  const now = deps.clock.now();
  await deps.members.recordLogin(member.id, now);
  const sessionId = await deps.sessions.startSession('member', member.id);
  return { member: { ...member, lastLogin: now }, sessionId };
}
