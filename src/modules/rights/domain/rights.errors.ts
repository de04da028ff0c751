import { DomainError } from '@platform/kernel/domain-error';

/** Every failure of the rights module, each code defined here only. */

/** Wrong, expired, used or over-tried: one answer, so a guesser learns nothing about which. */
export const badCode = () => new DomainError('invalid', 'RIGHTS.BAD_CODE', 'That code is not valid any more. Ask for a new code.');

/** No pass, an unknown one or an expired one: the visitor starts again with a new code. */
export const passExpired = () => new DomainError('unauthenticated', 'RIGHTS.PASS_EXPIRED', 'Your session has ended. Ask for a new code.');

/** The pass does not cover this record. */
export const notYourRecord = () => new DomainError('forbidden', 'RIGHTS.NOT_YOUR_RECORD', 'This record is not one of yours');

export const badCorrection = (message: string) => new DomainError('invalid', 'RIGHTS.BAD_CORRECTION', message);

/** SECURITY.md: a second open request of the same kind on one record waits for the first. */
export const requestAlreadyOpen = (kind: string, dueAt: string) =>
  new DomainError(
    'conflict',
    'RIGHTS.REQUEST_ALREADY_OPEN',
    `A ${kind} request about this record is already open; we will answer it by ${dueAt.slice(0, 10)}. You can file another once it is answered.`,
  );

export const requestNotFound = () => new DomainError('not_found', 'RIGHTS.REQUEST_NOT_FOUND', 'Request not found');

export const requestClosed = () => new DomainError('conflict', 'RIGHTS.REQUEST_CLOSED', 'This request has already been answered');
