/**
 * ADR 0025, automatic credit-back: pure rules. A contact field found invalid (a bounce, the third institution's report)
 * is marked invalid until a new value is written; a field corrected (by the student through /my-data, by an admin)
 * holds a new value. Either signal gives back, at once, the unlock credit of every seat that paid for the student in
 * the last REFUND_WINDOW_DAYS days.
 */
export const CONTACT_FIELDS = ['emailId', 'mobileNumber'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const INVALID_REASONS = ['bounce', 'reports'] as const;
export type InvalidReason = (typeof INVALID_REASONS)[number];

/** What makes the credit come back: the field found invalid, or corrected to a new value. */
export type ContactSignal = { kind: 'invalid'; reason: InvalidReason } | { kind: 'corrected'; by: 'admin' | 'student' };

/** Apollo's window, and the issue's: unlocks paid within this many days are refunded. */
export const REFUND_WINDOW_DAYS = 30;

/** Inbound delivery failures name a channel: an SMS or a WhatsApp message fails on the mobile number. */
export const BOUNCE_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type BounceChannel = (typeof BOUNCE_CHANNELS)[number];
export const fieldOfChannel = (channel: BounceChannel): ContactField => (channel === 'email' ? 'emailId' : 'mobileNumber');

/** The third institution's report of a field marks it invalid (ADR 0025; it was three members before). */
export const INVALID_AFTER_INSTITUTIONS = 3;

export type InvalidContact = { field: ContactField; since: string; reason: InvalidReason };

const FIELD_WORDS: Record<ContactField, string> = { emailId: 'e-mail', mobileNumber: 'mobile number' };

/** The line on each refunded seat's ledger. */
export function creditBackDescription(field: ContactField, signal: ContactSignal): string {
  const what = FIELD_WORDS[field];
  if (signal.kind === 'corrected') return `Refund: ${what} corrected by ${signal.by === 'student' ? 'the student' : 'our team'}`;
  return signal.reason === 'bounce' ? `Refund: ${what} bounced` : `Refund: ${what} reported invalid by ${INVALID_AFTER_INSTITUTIONS} institutions`;
}

/** The start of the refund window for a signal at `now`. */
export const refundWindowStart = (now: Date) => new Date(now.getTime() - REFUND_WINDOW_DAYS * 86_400_000);

/**
 * A student cannot be unlocked (nothing charged) when every contact it has is invalid: with one field still good the
 * unlock buys that one (the invalid one is shown as invalid).
 */
export function unreachable(record: { emailId: string | null; mobileNumber: string | null }, invalid: readonly ContactField[]): boolean {
  const held = CONTACT_FIELDS.filter((field) => Boolean(record[field]));
  return held.length > 0 && held.every((field) => invalid.includes(field));
}

/** Mobile numbers as stored may carry +91, 91 or 0: the written forms of one 10-digit number. */
export function mobileForms(written: string): string[] {
  const digits = written.replace(/\D/g, '');
  const ten = digits.length >= 10 ? digits.slice(-10) : null;
  return ten ? [ten, `+91${ten}`, `91${ten}`, `0${ten}`, `+91 ${ten}`] : [];
}
