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
 * Why these students cannot be unlocked, checked before anything is charged: one the member may not see (unknown, or
 * hidden by HIDE_RECORDS_WITHOUT_CONSENT) is not found; a minor without a guardian's consent is refused (409); so is
 * (issue 16 §3) one who withdrew consent or is marked "Do not contact", unless this member had unlocked them before.
 */
export async function unlockRefusal(
  ids: readonly string[],
  deps: Deps & { unlockedBefore?: (ids: readonly string[]) => Promise<Set<string>> },
): Promise<DomainError | null> {
  const unique = [...new Set(ids)];
  const visible = await deps.catalogue.findByIds(unique);
  if (visible.length !== unique.length) return studentNotFound();
  if ((await lockedIn(visible, deps.consents)).length > 0) return parentalConsentRequired();
  const facts = await deps.consents.among(unique);
  const barred = unique.filter((id) => facts.get(id)?.status === 'withdrawn' || facts.get(id)?.doNotContact);
  if (barred.length === 0) return null;
  const before = deps.unlockedBefore ? await deps.unlockedBefore(barred) : new Set<string>();
  return barred.every((id) => before.has(id)) ? null : doNotContact();
}
