import type { DomainError } from '@platform/kernel/domain-error';
import { parentalConsentRequired, studentNotFound } from '../domain/leads.errors';
import { minorStatus } from '../domain/minor-rule';
import type { RecordConsents } from './ports/record-consents.port';
import type { StudentCatalogue } from './ports/student-catalogue.port';

/**
 * Which of these students are under 18 today without a parent's or guardian's consent on file: their contacts reach
 * no member, so they cannot be unlocked, and a paid unlock of theirs from before does not count (nothing is charged
 * for a row that is exported masked).
 */
export async function lockedMinorsAmong(
  ids: readonly string[],
  deps: { catalogue: Pick<StudentCatalogue, 'findByIds'>; consents: RecordConsents },
): Promise<string[]> {
  if (ids.length === 0) return [];
  const today = deps.consents.today();
  const minors = (await deps.catalogue.findByIds(ids)).filter((record) => minorStatus(record.dateOfBirth, today, false) !== 'adult');
  if (minors.length === 0) return [];
  const consents = await deps.consents.among(minors.map((record) => record.id));
  return minors.filter((record) => !consents.get(record.id)?.guardianConsent).map((record) => record.id);
}

/**
 * Why these students cannot be unlocked, checked before anything is charged: one the member may not see (unknown, or
 * hidden by HIDE_RECORDS_WITHOUT_CONSENT) is not found; a minor without a guardian's consent is refused (409).
 */
export async function unlockRefusal(
  ids: readonly string[],
  deps: { catalogue: Pick<StudentCatalogue, 'findByIds'>; consents: RecordConsents },
): Promise<DomainError | null> {
  const visible = await deps.catalogue.findByIds(ids);
  if (visible.length !== new Set(ids).size) return studentNotFound();
  return (await lockedMinorsAmong(ids, deps)).length > 0 ? parentalConsentRequired() : null;
}
