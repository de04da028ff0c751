import type { MemberRegistration } from '../domain/account.schema';
import type { IdentitySessions } from './ports/identity-sessions.port';
import type { MemberRepository, StoredMember } from './ports/member.repository.port';
import type { PasswordHasher } from './ports/password-hasher.port';

/**
 * New members start free, unverified until an admin approves them, and signed in. Their credit balance (100) is
 * opened by the database with the member row (Migration20261128000000_member_credits); the credits module owns it.
 */
export async function registerMember(
  form: MemberRegistration,
  deps: { members: MemberRepository; hasher: PasswordHasher; sessions: IdentitySessions },
): Promise<{ member: StoredMember; sessionId: string }> {
  const { password, ...profile } = form;
  const member = await deps.members.create({ ...profile, passwordHash: await deps.hasher.hash(password) });
  const sessionId = await deps.sessions.startSession('member', member.id);
  return { member, sessionId };
}
