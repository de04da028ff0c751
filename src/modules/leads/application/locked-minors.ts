import type { DomainError } from '@platform/kernel/domain-error';
import { parentalConsentRequired, studentNotFound } from '../domain/leads.errors';
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
 * Which of these students are under 18 today without a parent's or guardian's consent on file: their contacts reach
 * no member, so they cannot be unlocked, and a paid unlock of theirs from before does not count (nothing is charged
 * for a row that is exported masked).
 */
export async function lockedMinorsAmong(ids: readonly string[], deps: Deps): Promise<string[]> {
  if (ids.length === 0) return [];
  return lockedIn(await deps.catalogue.findByIds(ids), deps.consents);
}

/**
 * Why these students cannot be unlocked, checked before anything is charged: one the member may not see (unknown, or
 * hidden by HIDE_RECORDS_WITHOUT_CONSENT) is not found; a minor without a guardian's consent is refused (409).
 */
export async function unlockRefusal(ids: readonly string[], deps: Deps): Promise<DomainError | null> {
  const unique = [...new Set(ids)];
  const visible = await deps.catalogue.findByIds(unique);
  if (visible.length !== unique.length) return studentNotFound();
  return (await lockedIn(visible, deps.consents)).length > 0 ? parentalConsentRequired() : null;
}
