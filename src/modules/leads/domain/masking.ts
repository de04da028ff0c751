/**
 * Spec 001 §5, masking of locked contacts. Pure string rules, applied by the server only.
 */

/**
 * Always this many asterisks, whatever the length of the hidden part: one asterisk per character told the address's
 * length, and with the visible name most addresses fell to a few hundred guesses (ADR 0001).
 */
const HIDDEN = '****';

/** First character, asterisks, last local-part character, then the domain; a local part of 2 or fewer shows its first character then ***. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return maskValue(email);
  const local = email.slice(0, at);
  const domain = email.slice(at);
  if (local.length <= 2) return `${local[0]}***${domain}`;
  return `${local[0]}${HIDDEN}${local[local.length - 1]}${domain}`;
}

/**
 * Always six asterisks between the ends, whatever the length (a 10-digit mobile looks as it always did): one per
 * character told an address's length (SECURITY.md).
 */
const HIDDEN_VALUE = '******';

/** First 2 and last 2 characters around asterisks; only the first character when 4 or fewer. */
export function maskValue(value: string): string {
  if (value.length === 0) return value;
  if (value.length <= 4) return `${value[0]}***`;
  return `${value.slice(0, 2)}${HIDDEN_VALUE}${value.slice(-2)}`;
}
