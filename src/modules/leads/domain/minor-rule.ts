/**
 * ADR 0013 (DPDP Act 2023 s.9): a student under 18 keeps their own contact details from every member, premium
 * included, unless a parent's or guardian's consent is on file. Age is counted from the date of birth on the day of
 * the request, so the rule stops applying by itself on the 18th birthday. A record without a date of birth is not
 * treated as a minor (the stored `age` is a figure typed at import time, not a date).
 */

/** Whole years between a YYYY-MM-DD birth date and `today` (YYYY-MM-DD); born on 29 February, one turns a year older on 1 March. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export const ADULT_AGE = 18;

/** adult: the usual rules; parental_consent: a minor released like an adult; consent_required: a minor whose contacts stay locked. */
export type MinorStatus = 'adult' | 'parental_consent' | 'consent_required';

export function minorStatus(dateOfBirth: string | null, today: string, guardianConsent: boolean): MinorStatus {
  if (dateOfBirth === null || ageOn(dateOfBirth, today) >= ADULT_AGE) return 'adult';
  return guardianConsent ? 'parental_consent' : 'consent_required';
}

/** The one masking decision: contacts are shown in full when the tier or an unlock allows it AND the minor rule does. */
export function contactsReleased(paidFor: boolean, status: MinorStatus): boolean {
  return paidFor && status !== 'consent_required';
}

/**
 * ADR 0017, part of the same decision: a withdrawn consent masks the contacts again for every member (those who
 * had unlocked them are told to delete their copy); a "Do not contact" record shows them only to a member who had
 * unlocked it before (`unlockedBefore`: an unlock row, not the premium tier).
 */
export function contactsAllowed(consentStatus: 'recorded' | 'not_recorded' | 'withdrawn', doNotContact: boolean, unlockedBefore: boolean): boolean {
  if (consentStatus === 'withdrawn') return false;
  return !doNotContact || unlockedBefore;
}
