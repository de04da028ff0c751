import { DomainError } from '@platform/kernel/domain-error';

/** Every failure of the leads module, each code defined here only. Other modules use them through contracts.ts. */

export const studentNotFound = () => new DomainError('not_found', 'STUDENTS.NOT_FOUND', 'Student not found');

export const duplicateMobile = () => new DomainError('conflict', 'STUDENTS.DUPLICATE_MOBILE', 'A student with this mobile number already exists');

export const ambiguousEmail = () =>
  new DomainError('conflict', 'STUDENTS.AMBIGUOUS', 'More than one student has this e-mail address: erase each by its id or mobile number');

/** The code keeps its historical CREDITS. prefix: unlocks moved from the credits module to leads, the answer did not change. */
export const notAllowedToUnlock = () =>
  new DomainError('forbidden', 'CREDITS.NOT_ALLOWED', 'Your account cannot unlock contact details until it is verified and active');

export const dailyCeilingReached = (ceiling: number, retryAfterSeconds: number) =>
  new DomainError(
    'rate_limited',
    'CATALOGUE.DAILY_LIMIT',
    `You have listed ${ceiling.toLocaleString('en-IN')} different students today, the most a member can list in a day. ` +
      'Students you have already seen today stay available; new ones from midnight (India time).',
    { retryAfterSeconds },
  );

/** Issue 16 §2: nothing is charged when this is thrown. */
export const parentalConsentRequired = () =>
  new DomainError(
    'conflict',
    'STUDENTS.PARENTAL_CONSENT_REQUIRED',
    "This student is under 18 and no parent's or guardian's consent is on file, so their contact details cannot be unlocked. No credit was charged.",
  );
