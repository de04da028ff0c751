import { DomainError, isDomainError } from '@platform/kernel/domain-error';

const INSUFFICIENT = 'CREDITS.INSUFFICIENT';

/**
 * 402 with the spec's words; nothing has been charged when this is thrown. An export names what it needed
 * ("Need 3 credits to export 5 students": only the rows shown in full are charged).
 */
export const insufficientCredits = (forExport?: { credits: number; students: number }) =>
  new DomainError(
    'payment_required',
    INSUFFICIENT,
    forExport ? `Insufficient credits. Need ${forExport.credits} credits to export ${forExport.students} students.` : 'Insufficient credits',
  );

/** For other modules, which must not match the code by its text. */
export const isInsufficientCredits = (error: unknown): boolean => isDomainError(error) && error.code === INSUFFICIENT;

/** ADR 0021, limits: 403 with the ADR's words; nothing has been charged when this is thrown. */
export const seatLimitReached = (limit: number, used: number) =>
  new DomainError(
    'forbidden',
    'CREDITS.SEAT_LIMIT',
    `This would take you past your monthly limit of ${limit} credits (${used} used). Ask your institution's owner or a manager to raise it.`,
  );

export const invalidGrant = () => new DomainError('invalid', 'CREDITS.INVALID_AMOUNT', 'Credits must be a whole number of 0 or more');

export const idempotencyKeyReused = () =>
  new DomainError('conflict', 'IDEMPOTENCY.KEY_REUSED', 'This Idempotency-Key was already used for a different request');

export const invalidLedgerCursor = () =>
  new DomainError('invalid', 'CREDITS.INVALID_CURSOR', 'This page of the ledger no longer exists: start again from the first page');
