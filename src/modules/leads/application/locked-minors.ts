import type { DomainError } from '@platform/kernel/domain-error';
import { doNotContact, parentalConsentRequired, studentNotFound } from '../domain/leads.errors';
import { minorStatus } from '../domain/minor-rule';
import type { StudentRecord } from '../domain/student-lead';
import type { RecordConsents } from './ports/record-consents.port';
import type { StudentCatalogue } from './ports/student-catalogue.port';

type Deps = { catalogue: Pick<StudentCatalogue, 'findByIds'>; consents: RecordConsents };

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
 * consent (issue 16 §3): their contacts reach no member, so a paid unlock of theirs from before does not count
 * (nothing is charged for a row that is exported masked).
 */
export async function lockedMinorsAmong(ids: readonly string[], deps: Deps): Promise<string[]> {
  if (ids.length === 0) return [];
  const withdrawn = [...(await deps.consents.among(ids))].filter(([, facts]) => facts.status === 'withdrawn').map(([id]) => id);
  return [...new Set([...(await lockedIn(await deps.catalogue.findByIds(ids), deps.consents)), ...withdrawn])];
}

/**
 * Why these students cannot be unlocked, each checked before anything is charged: `notFound` when one the member may
 * not see (unknown, or hidden by HIDE_RECORDS_WITHOUT_CONSENT) is among them; otherwise, per student, a minor without a
 * guardian's consent (409 STUDENTS.PARENTAL_CONSENT_REQUIRED), or (issue 16 §3) one who withdrew consent or is marked
 * "Do not contact" (409 STUDENTS.DO_NOT_CONTACT), unless this member had unlocked them before.
 */
export async function unlockRefusals(
  ids: readonly string[],
  deps: Deps & { unlockedBefore?: (ids: readonly string[]) => Promise<Set<string>> },
): Promise<{ notFound: boolean; refused: Map<string, DomainError> }> {
  const unique = [...new Set(ids)];
  const visible = await deps.catalogue.findByIds(unique);
  const refused = new Map<string, DomainError>();
  if (visible.length !== unique.length) return { notFound: true, refused };
  for (const id of await lockedIn(visible, deps.consents)) refused.set(id, parentalConsentRequired());
  const facts = await deps.consents.among(unique);
  const barred = unique.filter((id) => !refused.has(id) && (facts.get(id)?.status === 'withdrawn' || facts.get(id)?.doNotContact));
  const before = barred.length > 0 && deps.unlockedBefore ? await deps.unlockedBefore(barred) : new Set<string>();
  for (const id of barred) if (!before.has(id)) refused.set(id, doNotContact());
  return { notFound: false, refused };
}

/** The first reason these students cannot be unlocked together (one student's unlock, a save), or null. */
export async function unlockRefusal(ids: readonly string[], deps: Parameters<typeof unlockRefusals>[1]): Promise<DomainError | null> {
  const { notFound, refused } = await unlockRefusals(ids, deps);
  if (notFound) return studentNotFound();
  return refused.values().next().value ?? null;
}
