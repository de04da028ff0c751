/**
 * ADR 0017: the suppression list keeps the contacts of students who withdrew or were erased, as keyed hashes, so
 * that a later CSV or admin entry cannot bring them back. Both sides are normalised first, so that " Asha@X.in " and
 * "asha@x.in", or "+91 98765 43210" and "9876543210", are the same contact.
 */
export const SUPPRESSION_REASONS = ['withdrawn', 'erased'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

export type ContactKind = 'email' | 'mobile';
/** A normalised contact, ready to be hashed: `kind:value`, so an e-mail and a number can never share a hash. */
export type ContactKey = { kind: ContactKind; key: string };

/** Lower-case and trimmed; null when blank or without an @. */
export function normalisedEmail(email: string | null | undefined): string | null {
  const text = (email ?? '').trim().toLowerCase();
  return text.includes('@') ? text : null;
}

/** The last 10 digits (an Indian mobile number without +91 or 0); null with fewer than 10 digits. */
export function normalisedMobile(mobile: string | null | undefined): string | null {
  const digits = (mobile ?? '').replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : null;
}

/** The keys of a student's contacts (none for a blank one). */
export function contactKeys(contact: { email?: string | null; mobile?: string | null }): ContactKey[] {
  const email = normalisedEmail(contact.email);
  const mobile = normalisedMobile(contact.mobile);
  return [...(email ? [{ kind: 'email' as const, key: `email:${email}` }] : []), ...(mobile ? [{ kind: 'mobile' as const, key: `mobile:${mobile}` }] : [])];
}

export const SUPPRESSED_MESSAGE =
  'This student withdrew consent or was erased: their e-mail or mobile number is on the suppression list, so the record cannot be added again';

/** ADR 0017: the label a member sees on a copy they must delete. */
export const WITHDRAWN_LABEL = 'Withdrawn — delete your copy';
