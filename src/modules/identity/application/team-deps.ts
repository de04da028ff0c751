import type { AuditActor, AuditTrail } from '@platform/audit/audit-trail';
import type { SeatRole } from '@platform/http/auth';
import type { Clock } from '@platform/kernel/clock';
import type { Transaction, UnitOfWork } from '@platform/kernel/transaction';
import type { Mailer } from '@platform/mail/mailer.port';
import { IdentityErrors } from '../domain/identity.errors';
import type { ApiKeyRepository } from './ports/api-keys.port';
import type { InstitutionPools } from './ports/institution-pools.port';
import type { MemberRepository } from './ports/member.repository.port';
import type { SessionRepository } from './ports/session.repository.port';
import type { Institution, Seat, TeamRepository } from './ports/team.port';

/** What a removed seat leaves behind (ADR 0021): collections' contract, filled in the composition root. */
export type SavedWorkOwners = {
  /** Inside the caller's transaction: every collection of `from` (and what is saved in it) becomes `to`'s. */
  reassignOwner(tx: Transaction, fromMemberId: string, toMemberId: string): Promise<{ collections: number }>;
};

/** ADR 0021: the teams' use cases; each change commits with its audit row, or not at all. */
export type TeamDeps = {
  team: TeamRepository;
  members: Pick<MemberRepository, 'createSeat'>;
  pools: InstitutionPools;
  sessionStore: Pick<SessionRepository, 'revokeAll'>;
  keys: Pick<ApiKeyRepository, 'revokeAll'>;
  savedWork: SavedWorkOwners;
  unitOfWork: UnitOfWork;
  audit: AuditTrail;
  clock: Clock;
  mailer: Mailer;
  /** work after the answer (the invitation's e-mail), drained at shutdown */
  inBackground: (failure: string, work: () => Promise<void>) => void;
  /** where `/join?token=…` links point */
  publicUrl: string;
};

/**
 * The signed-in seat acting on their team, as the session guard found them; or an admin acting as the institution's
 * owner would (the admin portal, ADR 0021): `by` is then the admin, whom the audit rows name.
 */
export type TeamActor = { id: string; email: string; institutionId: string; seatRole: SeatRole; by?: AuditActor };

export const actorLabel = (actor: TeamActor): AuditActor => actor.by ?? { kind: 'member', id: actor.id, label: actor.email };

/**
 * The actor's institution locked and their seat as it stands now (their role may have changed since the session was
 * read): a seat no longer in that institution may do nothing there.
 */
export async function lockedSeatOf(tx: Transaction, actor: TeamActor, deps: Pick<TeamDeps, 'team'>): Promise<{ me: Seat; institution: Institution }> {
  const [institution] = await deps.team.lockInstitutions(tx, [actor.institutionId]);
  const me = await deps.team.seat(tx, actor.institutionId, actor.id);
  if (!me || !institution) throw IdentityErrors.teamRoleRefused('manage this institution');
  return { me, institution };
}
