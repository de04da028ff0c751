import type { DomainError } from '@platform/kernel/domain-error';
import type { Transaction } from '@platform/kernel/transaction';
import { unreachable } from '../domain/contact-validity';
import { contactInvalid, doNotContact, parentalConsentRequired, studentNotFound } from '../domain/leads.errors';
import { minorStatus } from '../domain/minor-rule';
import type { StudentRecord } from '../domain/student-lead';
import type { RecordConsents } from './ports/record-consents.port';
import type { StudentCatalogue } from './ports/student-catalogue.port';
import type { UnlockedStudents } from './ports/unlocked-students.port';
import type { UnlockFacts, UnlockFactsReader } from './ports/unlock-facts.port';

/** `facts`: the student rows and their consent facts in one statement; without it, findByIds then consents.among. */
type Deps = { catalogue: Pick<StudentCatalogue, 'findByIds'>; consents: RecordConsents; facts?: UnlockFactsReader };

/** Of these records, the ids of the minors (today) without a guardian's consent in force. */
async function lockedIn(records: readonly StudentRecord[], consents: RecordConsents): Promise<string[]> {
  const today = consents.today();
  const minors = records.filter((record) => minorStatus(record.dateOfBirth, today, false) !== 'adult');
  if (minors.length === 0) return [];
  const facts = await consents.among(minors.map((record) => record.id));
  return minors.filter((record) => !facts.get(record.id)?.guardianConsent).map((record) => record.id);
}

/**
 * Which of these students are under 18 today without a parent's or guardian's consent on file, or withdrew their
 * consent (ADR 0017): their contacts reach no member, so a paid unlock of theirs from before does not count
 * (nothing is charged for a row that is exported masked).
 */
export async function lockedMinorsAmong(ids: readonly string[], deps: Deps): Promise<string[]> {
  if (ids.length === 0) return [];
  const withdrawn = [...(await deps.consents.among(ids))].filter(([, facts]) => facts.status === 'withdrawn').map(([id]) => id);
  return [...new Set([...(await lockedIn(await deps.catalogue.findByIds(ids), deps.consents)), ...withdrawn])];
}

export type { UnlockFacts } from './ports/unlock-facts.port';

/**
 * The records of `ids` the member may see and, when all are visible, their consent facts, inside `tx` when given: one
 * statement through `facts` (docs/architecture/unlock-walkthrough.md), two without it.
 */
export async function readUnlockFacts(ids: readonly string[], deps: Deps, tx?: Transaction): Promise<UnlockFacts> {
  if (deps.facts) return deps.facts.read(ids, tx);
  const records = await deps.catalogue.findByIds(ids, tx);
  return { records, consents: records.length === ids.length ? await deps.consents.among(ids, tx) : new Map() };
}

/**
 * Why these students (`ids`, without repeats) cannot be unlocked, judged on what was read (`facts`): `notFound` when
 * one the member may not see (unknown, or hidden by HIDE_RECORDS_WITHOUT_CONSENT) is among them; otherwise, per
 * student, a minor without a guardian's consent (409 STUDENTS.PARENTAL_CONSENT_REQUIRED), or one who withdrew consent
 * or is marked "Do not contact" (409 STUDENTS.DO_NOT_CONTACT), unless `unlockedBefore` (asked only for those) holds them.
 */
export async function refusalsOf(
  ids: readonly string[],
  facts: UnlockFacts,
  today: string,
  unlockedBefore?: (ids: readonly string[]) => Promise<Set<string>>,
): Promise<{ notFound: boolean; refused: Map<string, DomainError> }> {
  const refused = new Map<string, DomainError>();
  if (facts.records.length !== ids.length) return { notFound: true, refused };
  const locked = facts.records.filter((record) => minorStatus(record.dateOfBirth, today, false) !== 'adult' && !facts.consents.get(record.id)?.guardianConsent);
  for (const record of locked) refused.set(record.id, parentalConsentRequired());
  const barred = ids.filter((id) => !refused.has(id) && (facts.consents.get(id)?.status === 'withdrawn' || facts.consents.get(id)?.doNotContact));
  const before = barred.length > 0 && unlockedBefore ? await unlockedBefore(barred) : new Set<string>();
  for (const id of barred) if (!before.has(id)) refused.set(id, doNotContact());
  // ADR 0025: every contact found invalid leaves nothing to buy (nothing charged, whoever asks)
  for (const record of facts.records)
    if (!refused.has(record.id) && unreachable(record, facts.invalid?.get(record.id) ?? [])) refused.set(record.id, contactInvalid());
  return { notFound: false, refused };
}

/** refusalsOf on what readUnlockFacts reads now, outside any transaction (saves, bulk unlocks, exports). */
export async function unlockRefusals(
  ids: readonly string[],
  deps: Deps & { unlockedBefore?: (ids: readonly string[]) => Promise<Set<string>> },
): Promise<{ notFound: boolean; refused: Map<string, DomainError> }> {
  const unique = [...new Set(ids)];
  return refusalsOf(unique, await readUnlockFacts(unique, deps), deps.consents.today(), deps.unlockedBefore);
}

/** unlockRefusals for one member: a withdrawn or "Do not contact" student they unlocked before is not refused. */
export function memberUnlockRefusals(ids: readonly string[], institutionId: string, deps: Deps & { unlocked: Pick<UnlockedStudents, 'among'> }) {
  return unlockRefusals(ids, { ...deps, unlockedBefore: (barred) => deps.unlocked.among(institutionId, barred) });
}

/** The first reason these students cannot be unlocked together (one student's unlock, a save), or null. */
export async function unlockRefusal(ids: readonly string[], deps: Parameters<typeof unlockRefusals>[1]): Promise<DomainError | null> {
  const { notFound, refused } = await unlockRefusals(ids, deps);
  if (notFound) return studentNotFound();
  return refused.values().next().value ?? null;
}
