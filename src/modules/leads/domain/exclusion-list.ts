/**
 * ADR 0024: an institution's exclusion list. A CSV of its own contacts (a CRM's export): every cell holding an @ is an
 * e-mail, every other cell with at least 10 digits a mobile number (+91, 0, spaces and dashes fall away); a header row
 * or a name column is ignored. Normalised as the suppression list's (privacy's contactKeys) and kept only as keyed
 * hashes.
 */
export const MAX_EXCLUSION_ROWS = 1_000_000;
/** 1,000,000 rows of an e-mail and a mobile number are about 45 MB */
export const MAX_EXCLUSION_BYTES = 100 * 1024 * 1024;

/** The contacts of one CSV row, as `{ email }` / `{ mobile }` for the hasher. */
export function contactsOfRow(cells: readonly string[]): { email?: string; mobile?: string }[] {
  const contacts: { email?: string; mobile?: string }[] = [];
  for (const cell of cells) {
    if (cell.includes('@')) contacts.push({ email: cell });
    else if (cell.replace(/\D/g, '').length >= 10) contacts.push({ mobile: cell });
  }
  return contacts;
}
