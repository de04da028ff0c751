/** The rights portal's sign-in rules (ADR 0018), like the admin's e-mailed code: short-lived, single use, few tries. */
export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const CODE_MAX_TRIES = 5;
/** The pass a verified code buys: this long, for the records that held the contact. */
export const PASS_LIFETIME_MS = 30 * 60 * 1000;

/** An e-mail or an Indian mobile number, as the catalogue stores it (lower-case e-mail, 10 digits). */
export type Contact = { kind: 'email'; value: string } | { kind: 'mobile'; value: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The contact a visitor typed, normalised; null when it is neither an e-mail nor a 10-digit mobile number. */
export function readContact(raw: string): Contact | null {
  const text = raw.trim();
  if (text.includes('@')) {
    const email = text.toLowerCase();
    return EMAIL.test(email) && email.length <= 254 ? { kind: 'email', value: email } : null;
  }
  let digits = text.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^[6-9]\d{9}$/.test(digits) ? { kind: 'mobile', value: digits } : null;
}

/** A uniformly random 6-digit code (rejection sampling avoids modulo bias). */
export function sixDigitCode(randomUint32: () => number): string {
  const ceiling = 4_294_000_000; // the largest multiple of 1,000,000 under 2^32
  for (;;) {
    const n = randomUint32();
    if (n < ceiling) return String(n % 1_000_000).padStart(6, '0');
  }
}

/** The contact shown back without spelling it out: "ra•••@gmail.com", "•••••••210". */
export function maskContact(contact: Contact): string {
  if (contact.kind === 'mobile') return `${'•'.repeat(7)}${contact.value.slice(-3)}`;
  const [local = '', domain = ''] = contact.value.split('@');
  return `${local.slice(0, 2)}${'•'.repeat(3)}@${domain}`;
}
