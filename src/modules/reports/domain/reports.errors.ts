import { DomainError } from '@platform/kernel/domain-error';

/** Every failure of the reports module, each code defined here only. */

export const notUnlocked = () => new DomainError('forbidden', 'REPORTS.NOT_UNLOCKED', 'Unlock this student before reporting wrong data');

export const alreadyReported = () => new DomainError('conflict', 'REPORTS.ALREADY_REPORTED', 'You have already reported this student for this reason');

export const reportNotFound = () => new DomainError('not_found', 'REPORTS.NOT_FOUND', 'Report not found');

export const alreadyReviewed = () => new DomainError('conflict', 'REPORTS.ALREADY_REVIEWED', 'This report has already been reviewed the other way');
