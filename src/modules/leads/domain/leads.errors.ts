import { DomainError } from '../../../platform/kernel/domain-error';

/** Every failure of the leads module, each code defined here only. Other modules use them through contracts.ts. */

export const studentNotFound = () => new DomainError('not_found', 'STUDENTS.NOT_FOUND', 'Student not found');

export const duplicateMobile = () => new DomainError('conflict', 'STUDENTS.DUPLICATE_MOBILE', 'A student with this mobile number already exists');

export const ambiguousEmail = () =>
  new DomainError('conflict', 'STUDENTS.AMBIGUOUS', 'More than one student has this e-mail address: erase each by its id or mobile number');
