import { DomainError } from '../../../platform/kernel/domain-error';

/** 402 with the spec's words; nothing has been charged when this is thrown. */
export const insufficientCredits = () => new DomainError('payment_required', 'CREDITS.INSUFFICIENT', 'Insufficient credits');

export const studentNotFound = () => new DomainError('not_found', 'STUDENTS.NOT_FOUND', 'Student not found');

export const notAllowed = () => new DomainError('forbidden', 'CREDITS.NOT_ALLOWED', 'Your account cannot unlock contact details until it is verified and active');

export const idempotencyKeyReused = () =>
  new DomainError('conflict', 'IDEMPOTENCY.KEY_REUSED', 'This Idempotency-Key was already used for a different request');
