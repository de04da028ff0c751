import type { MemberRegistration } from '../domain/account.schema';
import { registerIntoTeam } from './join-team.use-case';
import type { IdentitySessions } from './ports/identity-sessions.port';
import type { MemberRepository, StoredMember } from './ports/member.repository.port';
import type { PasswordHasher } from './ports/password-hasher.port';
import type { TeamDeps } from './team-deps';

/**
 * New members start free, unverified until an admin approves them, and signed in, each the owner of an institution of
 * their own (ADR 0021), whose pool (100 credits) the database opens with it (Migration20270101000000_institutions);
 * the credits module owns it. With an invitation's token the new account takes its seat in the inviting institution
 * instead (`joinedTeam`): no institution of its own, no welcome credits.
 */
export async function registerMember(
  form: MemberRegistration,
  deps: {
    members: MemberRepository;
    hasher: PasswordHasher;
    sessions: IdentitySessions;
    teams: Pick<TeamDeps, 'team' | 'members' | 'unitOfWork' | 'audit' | 'clock'>;
  },
): Promise<{ member: StoredMember; sessionId: string; joinedTeam: boolean }> {
  const { password, inviteToken, ...profile } = form;
  const registration = { ...profile, passwordHash: await deps.hasher.hash(password) };
  const member = inviteToken ? await registerIntoTeam(registration, inviteToken, deps.teams) : await deps.members.create(registration);
  const sessionId = await deps.sessions.startSession('member', member.id);
  return { member, sessionId, joinedTeam: Boolean(inviteToken) };
}
