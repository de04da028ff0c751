import type { AuditActor } from '@platform/audit/audit-trail';
import { IdentityErrors } from '../domain/identity.errors';
import type { InvitableRole } from '../domain/team';
import { joinWithin } from './join-team.use-case';
import { changeSeatRole, type Removal, removeSeat, transferOwnership } from './manage-seats.use-case';
import type { InstitutionFigures } from './ports/institution-figures.port';
import type { AdminSeat, Institution, InstitutionListed } from './ports/team.port';
import type { TeamActor, TeamDeps } from './team-deps';

export type AdminInstitutionsDeps = TeamDeps & { figures: InstitutionFigures };

export type InstitutionSummary = InstitutionListed & { seats: number; pool: number; usedThisMonth: number; unpaidInvoices: number };

/**
 * ADR 0021, the admin portal: a page of institutions with their figures. Identity lists them; credits (pool, this
 * month's charges) and billing (unpaid invoices, of every seat of the institution) answer for the whole page at once.
 */
export async function listInstitutions(
  query: { search?: string; page: number; limit: number },
  deps: Pick<AdminInstitutionsDeps, 'team' | 'figures'>,
): Promise<{ institutions: InstitutionSummary[]; total: number }> {
  const { institutions, total } = await deps.team.listInstitutions(query);
  const ids = institutions.map((institution) => institution.id);
  const [pools, used, unpaid] = await Promise.all([deps.figures.balances(ids), deps.figures.usedThisMonth(ids), deps.figures.unpaidInvoices(ids)]);
  return {
    total,
    institutions: institutions.map((institution) => ({
      ...institution,
      seats: institution.seatIds.length,
      pool: pools.get(institution.id) ?? 0,
      usedThisMonth: used.get(institution.id) ?? 0,
      unpaidInvoices: unpaid.get(institution.id) ?? 0,
    })),
  };
}

/** The institution, its seats and its figures (404 INSTITUTIONS.NOT_FOUND). */
export async function institutionDetail(
  institutionId: string,
  deps: Pick<AdminInstitutionsDeps, 'team' | 'figures'>,
): Promise<{ institution: Institution; seats: AdminSeat[]; pool: number; usedThisMonth: number; unpaidInvoices: number }> {
  const institution = await deps.team.institution(institutionId);
  if (!institution) throw IdentityErrors.institutionNotFound();
  const seats = await deps.team.adminSeats(institutionId);
  const [pools, used, unpaid] = await Promise.all([
    deps.figures.balances([institutionId]),
    deps.figures.usedThisMonth([institutionId]),
    deps.figures.unpaidInvoices([institutionId]),
  ]);
  return {
    institution,
    seats,
    pool: pools.get(institutionId) ?? 0,
    usedThisMonth: used.get(institutionId) ?? 0,
    unpaidInvoices: unpaid.get(institutionId) ?? 0,
  };
}

/**
 * The admin acting as the institution's owner would (ADR 0021: "an admin can do all of this from the admin portal
 * too"): the owner's seat, with the admin named on the audit rows.
 */
export async function asOwner(institutionId: string, admin: AuditActor, deps: Pick<TeamDeps, 'team'>): Promise<TeamActor> {
  if (!(await deps.team.institution(institutionId))) throw IdentityErrors.institutionNotFound();
  const owner = (await deps.team.seats(institutionId)).find((seat) => seat.role === 'owner');
  if (!owner) throw IdentityErrors.institutionWithoutOwner();
  return { id: owner.id, email: owner.email, institutionId, seatRole: 'owner', by: admin };
}

/** Credits given to the institution's pool: credits' admin grant, its ledger row naming the owner's seat. */
export async function giveInstitutionCredits(
  institutionId: string,
  grant: { credits: number; reason: string },
  admin: AuditActor,
  deps: Pick<AdminInstitutionsDeps, 'team' | 'figures'>,
): Promise<{ credits: number }> {
  const owner = await asOwner(institutionId, admin, deps);
  return deps.figures.grant({
    institutionId,
    memberId: owner.id,
    credits: grant.credits,
    actor: admin,
    description: `${grant.credits} credits granted by an administrator: ${grant.reason}`,
  });
}

/** ADR 0021: an admin verifies an institution, or takes it back: the institution and every seat of it, audited. */
export async function setInstitutionVerified(
  institutionId: string,
  verified: boolean,
  admin: AuditActor,
  deps: Pick<TeamDeps, 'team' | 'unitOfWork' | 'audit'>,
): Promise<void> {
  await deps.unitOfWork(async (tx) => {
    const [institution] = await deps.team.lockInstitutions(tx, [institutionId]);
    if (!institution) throw IdentityErrors.institutionNotFound();
    await deps.team.setVerified(tx, institutionId, verified);
    const owner = (await deps.team.seats(institutionId, tx)).find((seat) => seat.role === 'owner');
    await deps.audit.recordWithin(tx, {
      actor: admin,
      action: 'member.verify',
      subject: { kind: 'member', memberId: owner?.id ?? null },
      detail: { institutionId, isVerified: verified },
    });
  });
}

/**
 * An admin moves a member into an institution, by the rules of accepting an invitation (`joinWithin`): only a member
 * alone in their institution moves (409 TEAM.NOT_ALONE otherwise), their remaining credits with them. An institution
 * with no seat left takes the member as its owner.
 */
export async function moveIntoInstitution(
  institutionId: string,
  move: { memberId: string; role: InvitableRole },
  admin: AuditActor,
  deps: Pick<TeamDeps, 'team' | 'pools' | 'unitOfWork' | 'audit'>,
): Promise<{ institution: Institution; role: InvitableRole | 'owner'; creditsMoved: number }> {
  return deps.unitOfWork(async (tx) => {
    const seat = await deps.team.seatOfMember(tx, move.memberId);
    if (!seat) throw IdentityErrors.memberNotFound();
    if (seat.institutionId === institutionId) throw IdentityErrors.memberAlreadyThere();
    // both institutions locked, in one order, before anything is read of either
    const locked = await deps.team.lockInstitutions(tx, [seat.institutionId, institutionId]);
    const institution = locked.find((one) => one.id === institutionId);
    if (!institution) throw IdentityErrors.institutionNotFound();
    const role = (await deps.team.seats(institutionId, tx)).length === 0 ? ('owner' as const) : move.role;
    const { moved } = await joinWithin(tx, { memberId: move.memberId, from: seat.institutionId, to: institution, role }, deps, {
      notAlone: IdentityErrors.memberNotAlone,
    });
    await deps.audit.recordWithin(tx, {
      actor: admin,
      action: 'team.join',
      subject: { kind: 'member', memberId: move.memberId },
      detail: { institutionId, from: seat.institutionId, role, creditsMoved: moved },
    });
    return { institution, role, creditsMoved: moved };
  });
}

/** The owner's seat acts: the same use cases and rules as in the Team screen, audited as the admin's. */
export const adminChangeSeatRole = async (institutionId: string, memberId: string, role: InvitableRole, admin: AuditActor, deps: TeamDeps) =>
  changeSeatRole(await asOwner(institutionId, admin, deps), memberId, role, deps);

export const adminRemoveSeat = async (institutionId: string, memberId: string, admin: AuditActor, deps: TeamDeps): Promise<Removal> =>
  removeSeat(await asOwner(institutionId, admin, deps), memberId, deps);

export const adminTransferOwnership = async (institutionId: string, memberId: string, admin: AuditActor, deps: TeamDeps): Promise<void> =>
  transferOwnership(await asOwner(institutionId, admin, deps), memberId, deps);
