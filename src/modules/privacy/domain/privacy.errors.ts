import { DomainError } from '@platform/kernel/domain-error';
import { SUPPRESSED_MESSAGE } from './suppression';

/** Every failure of the privacy module, each code defined here only. */

export const consentInvalid = (message: string) => new DomainError('invalid', 'PRIVACY.CONSENT_INVALID', message);

export const noSuchStudent = () => new DomainError('not_found', 'PRIVACY.STUDENT_NOT_FOUND', 'Student not found');

export const noConsentToWithdraw = () => new DomainError('conflict', 'PRIVACY.NOTHING_TO_WITHDRAW', 'This student has no consent in force to withdraw');

export const nothingToClear = () => new DomainError('conflict', 'PRIVACY.NOT_FLAGGED', 'This student is not marked "Do not contact"');

/** ADR 0017: an admin entry of a student who withdrew or was erased. */
export const contactSuppressed = () => new DomainError('conflict', 'PRIVACY.SUPPRESSED', SUPPRESSED_MESSAGE);
