import { DomainError } from '@platform/kernel/domain-error';
import { beyondWindowMessage, RESULT_WINDOW, SEARCH_TOO_SHORT_MESSAGE, TOO_BROAD_MESSAGE } from './result-window.schema';

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

/** ADR 0013: nothing is charged when this is thrown. */
export const parentalConsentRequired = () =>
  new DomainError(
    'conflict',
    'STUDENTS.PARENTAL_CONSENT_REQUIRED',
    "This student is under 18 and no parent's or guardian's consent is on file, so their contact details cannot be unlocked. No credit was charged.",
  );

/** ADR 0017: nothing is charged when this is thrown. */
export const doNotContact = () =>
  new DomainError(
    'conflict',
    'STUDENTS.DO_NOT_CONTACT',
    'This student has asked not to be contacted (DND/NCPR registry, an objection or a withdrawn consent), so their contact details cannot be unlocked. No credit was charged.',
  );

/** A page past the result window (domain/result-window.schema.ts, ADR 0014). */
export const beyondResultWindow = (limit: number) =>
  new DomainError('invalid', 'CATALOGUE.BEYOND_WINDOW', beyondWindowMessage(limit), { resultWindow: RESULT_WINDOW });

/** A search with no run of three letters or digits: the trigram index could not narrow it (ADR 0014). */
export const searchTooShort = () => new DomainError('invalid', 'CATALOGUE.SEARCH_TOO_SHORT', SEARCH_TOO_SHORT_MESSAGE);

/** A list read that ran past its statement timeout (ADR 0014). */
export const listTooBroad = () => new DomainError('unprocessable', 'CATALOGUE.TOO_BROAD', TOO_BROAD_MESSAGE);

/** ADR 0023: the student's admission season is full; nothing is charged when this is thrown. */
export const seasonCapReached = (cap: number) =>
  new DomainError(
    'conflict',
    'STUDENTS.SEASON_CAP',
    `This student has already been contacted by ${cap} institutions this admission season (1 August–31 July), the most we allow, so their contact details cannot be unlocked until 1 August. No credits were charged.`,
  );

/** ADR 0025: every contact the student has was found invalid (bounced, reported by three institutions). */
export const contactInvalid = () =>
  new DomainError(
    'conflict',
    'STUDENTS.CONTACT_INVALID',
    "This student's e-mail and mobile number are both marked invalid (a bounce or three institutions' reports), so there is nothing to unlock until a new value is verified. No credit was charged.",
  );
