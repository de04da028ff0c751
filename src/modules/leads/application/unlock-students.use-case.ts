import { memberLabel, type AuditTrail } from '@platform/audit/audit-trail';
import type { DomainError } from '@platform/kernel/domain-error';
import { type Skipped, skippedFrom } from '../domain/skipped-students.schema';
import { notAllowedToUnlock, seasonCapReached, studentNotFound } from '../domain/leads.errors';
import type { ChargeScope } from '@modules/credits/contracts';
import type { CreditsPort } from './ports/credits.port';
import type { StudentCatalogue } from './ports/student-catalogue.port';
import type { UnlockEvents } from './ports/unlock-events.port';
import type { UnlockedStudents } from './ports/unlocked-students.port';

/**
 * `apiKey`: the member API key the request came with, named in the audit row and on the ledger; `institutionId`: the
 * seat's institution, whose pool pays (ADR 0021).
 */
export type Unlocker = {
  id: string;
  institutionId: string;
  email: string;
  isPremium: boolean;
  isVerified: boolean;
  isActive: boolean;
  apiKey?: { id?: string; prefix: string };
};

/** ADR 0021: who pays for an unlock: the institution's pool, the seat, and the key it used. */
export const payerOf = (member: Unlocker) => ({ memberId: member.id, institutionId: member.institutionId, apiKeyId: member.apiKey?.id });

/** `studentIds`: the requested students now unlocked (new and earlier unlocks alike); `skipped`: those left out, and why. */
export type UnlockResult = { unlocked: number; creditsConsumed: number; remainingCredits: number; studentIds: string[]; skipped: Skipped[] };

/** 'unlock' (one student) or 'bulk-unlock': what an Idempotency-Key was sent for. */
export type UnlockRequest = { operation: 'unlock' | 'bulk-unlock'; studentIds: readonly string[]; idempotencyKey?: string };

export type UnlockDeps = {
  credits: CreditsPort;
  unlocked: UnlockedStudents;
  catalogue: Pick<StudentCatalogue, 'existingIds'>;
  audit: AuditTrail;
  /**
   * ADR 0013, ADR 0017: why these students cannot be unlocked (hidden, minors without a guardian's consent, withdrawn
   * or "Do not contact"), asked before anything is charged
   */
  refusals?: (studentIds: readonly string[], institutionId: string) => Promise<{ notFound: boolean; refused: Map<string, DomainError> }>;
  /** ADR 0015: the `student.unlocked` webhook event, written to the outbox in the unlock's transaction */
  events?: UnlockEvents;
};

/**
 * 1 credit per student never unlocked before. Premium members need no unlock and pay nothing, but an unlock by a
 * premium member is recorded as any other (no charge), so it takes a place of the student's season (ADR 0023).
 * A student whose admission season is full (ADR 0023: STUDENT_SEASON_CAP institutions took a place) and who is new to
 * the institution refuses a single unlock (409 STUDENTS.SEASON_CAP) and is skipped by a bulk unlock, nothing charged. A student who cannot be
 * unlocked (ADR 0013, ADR 0017) refuses a single unlock; a bulk unlock leaves such students out, unlocks the rest and
 * names the ones skipped with the reason (docs/product.md, "Bulk actions and students nobody may contact"), charging
 * only for what it unlocked; an unknown student refuses either (404).
 * The new unlocked_students rows, the balance and the ledger change in one transaction (credits' chargedTransaction);
 * a retry with the same Idempotency-Key answers the first result again. The audit row commits in that transaction
 * too; every call is audited (a repeat or a premium member's as well: each one hands out contact details), but not a
 * replayed retry.
 */
export async function unlockStudents(member: Unlocker, request: UnlockRequest, deps: UnlockDeps): Promise<UnlockResult> {
  if (!member.isVerified || !member.isActive) throw notAllowedToUnlock();
  const requested = [...new Set(request.studentIds)];
  const checked = deps.refusals ? await deps.refusals(requested, member.institutionId) : { notFound: false, refused: new Map<string, DomainError>() };
  if (checked.notFound) throw studentNotFound();
  const [firstRefusal] = checked.refused.values();
  if (firstRefusal && request.operation === 'unlock') throw firstRefusal;
  const skipped = skippedFrom(checked.refused);
  const ids = requested.filter((id) => !checked.refused.has(id));
  if (ids.length === 0)
    return { unlocked: 0, creditsConsumed: 0, remainingCredits: await deps.credits.balanceOf(member.institutionId), studentIds: [], skipped };
  const operation = { ...payerOf(member), operation: request.operation, idempotencyKey: request.idempotencyKey, request: { studentIds: ids } };
  return deps.credits.chargedTransaction(operation, (scope) => buyUnlocks(scope, member, request.operation, ids, skipped, deps));
}

/** The audit row of an unlock: every call is audited, a repeat or a premium member's as well (each hands out contacts). */
const audited = (member: Unlocker, operation: UnlockRequest['operation'], ids: string[], detail: { newlyUnlocked: number; creditsConsumed: number }) => ({
  actor: { kind: 'member' as const, id: member.id, label: memberLabel(member) },
  action: operation === 'bulk-unlock' ? ('student.bulk_unlock' as const) : ('student.unlock' as const),
  subject: { kind: 'students' as const, studentIds: ids },
  detail: { ...detail, premium: member.isPremium },
});

/**
 * Inside the charged transaction of a free member: the new unlocked_students rows, their charge and ledger rows, the
 * audit row and the `student.unlocked` webhook event commit together (ADR 0015: the event in the outbox; ADR 0011: one ledger row per charge).
 */
export async function buyUnlocks(
  { tx, charge }: ChargeScope,
  member: Unlocker,
  operation: UnlockRequest['operation'],
  ids: string[],
  skipped: Skipped[],
  deps: Pick<UnlockDeps, 'unlocked' | 'audit' | 'events'>,
): Promise<UnlockResult> {
  const added = await deps.unlocked.addNew(tx, { memberId: member.id, institutionId: member.institutionId, isPremium: member.isPremium }, ids);
  if (added === null) throw studentNotFound();
  // ADR 0023: a full season refuses a single unlock (the transaction rolls back: nothing charged) and is skipped in bulk
  if (added.capped.length > 0 && operation === 'unlock') throw seasonCapReached(deps.unlocked.seasonCap);
  const capped = new Set(added.capped);
  const kept = capped.size > 0 ? ids.filter((id) => !capped.has(id)) : ids;
  const allSkipped =
    capped.size > 0 ? [...skipped, ...skippedFrom(new Map(added.capped.map((id) => [id, seasonCapReached(deps.unlocked.seasonCap)])))] : skipped;
  const { fresh } = added;
  const description = fresh.length === 1 ? 'Unlocked contact details of 1 student' : `Unlocked contact details of ${fresh.length} students`;
  const { charged, remainingCredits } = await charge({ isPremium: member.isPremium, kind: 'unlock', studentIds: fresh, description });
  await deps.audit.recordWithin(tx, audited(member, operation, kept, { newlyUnlocked: member.isPremium ? 0 : fresh.length, creditsConsumed: charged }));
  // a premium member's event names every student handed out (as before ADR 0023); a free member's the new ones
  const announced = member.isPremium ? kept : fresh;
  if (announced.length > 0)
    await deps.events?.(tx, { memberId: member.id, institutionId: member.institutionId, isPremium: member.isPremium, studentIds: announced });
  return { unlocked: member.isPremium ? 0 : fresh.length, creditsConsumed: charged, remainingCredits, studentIds: kept, skipped: allSkipped };
}
