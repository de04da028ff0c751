import { DomainError } from '@platform/kernel/domain-error';
import { SUPPRESSED_MESSAGE } from './suppression';

/** Every failure of the privacy module, each code defined here only. */

export const consentInvalid = (message: string) => new DomainError('invalid', 'PRIVACY.CONSENT_INVALID', message);

export const noSuchStudent = () => new DomainError('not_found', 'PRIVACY.STUDENT_NOT_FOUND', 'Student not found');

export const noConsentToWithdraw = () => new DomainError('conflict', 'PRIVACY.NOTHING_TO_WITHDRAW', 'This student has no consent in force to withdraw');

export const nothingToClear = () => new DomainError('conflict', 'PRIVACY.NOT_FLAGGED', 'This student is not marked "Do not contact"');

/** ADR 0017: an admin entry of a student who withdrew or was erased. */
export const contactSuppressed = () => new DomainError('conflict', 'PRIVACY.SUPPRESSED', SUPPRESSED_MESSAGE);

/** ADR 0022: a scrub file without one mobile number would empty the register; it is refused, the register kept. */
export const dndFileEmpty = () =>
  new DomainError('invalid', 'PRIVACY.DND_FILE_EMPTY', 'The file holds no mobile number (10 digits, +91 or 0 allowed): the DND register was left as it was');

/** ADR 0022: csv-parse could not read the scrub file. */
export const dndFileUnreadable = (line: string) =>
  new DomainError('invalid', 'PRIVACY.DND_FILE_UNREADABLE', `The file is not valid CSV${line}: nothing was changed`);
