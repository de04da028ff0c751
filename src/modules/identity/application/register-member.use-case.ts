import type { MemberRegistration } from '../domain/account.schema';
import type { IdentitySessions } from './ports/identity-sessions.port';
import type { MemberRepository, StoredMember } from './ports/member.repository.port';
import type { PasswordHasher } from './ports/password-hasher.port';

/**
 * New members start free, unverified until an admin approves them, and signed in, each the owner of an institution of
 * their own (ADR 0021), whose pool (100 credits) the database opens with it (Migration20270101000000_institutions);
 * the credits module owns it.
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
