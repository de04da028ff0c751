/**
 * The member's credit ledger as they read it (ADR 0011): every charge and grant, newest first, with what it
 * bought. Pure rules: the signed change, the cursor of a page, and the refund's reference.
 */

/** The kinds of rows credit_transactions holds: charges (unlock, save, export), admin grants, refunds, purchases (a paid invoice), and a pool's move to another institution (ADR 0021). */
export const LEDGER_KINDS = ['unlock', 'save', 'export', 'admin_grant', 'refund', 'purchase', 'transfer_out', 'transfer_in'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export type LedgerRow = {
  id: string;
  occurredAt: Date;
  /** created_at as PostgreSQL writes it (microseconds), for the keyset cursor: a JS Date keeps milliseconds only */
  position?: string;
  kind: string;
  /** credits_consumed as stored: positive for a charge, negative for a grant or a refund */
  consumed: number;
  balanceAfter: number;
  description: string;
  studentId: string | null;
  /**
   * docs/product.md, "Prices before the click": the ledger rows of one action read as one line (a bulk save of 7
   * writes 7 rows); 1 for a single row
   */
  rows?: number;
};

/** One line of the ledger: `change` is signed as a bank statement is (a charge is negative, a grant positive). */
export type LedgerEntryView = {
  id: string;
  occurredAt: string;
  kind: string;
  change: number;
  balanceAfter: number;
  description: string;
  /** the student the row bought (unlock, save, export of that student) or refunded; null for grants and erased students */
  studentId: string | null;
  /** how many students the action charged or refunded (its ledger rows); 1 for a grant */
  students: number;
};

export const viewOf = (row: LedgerRow): LedgerEntryView => ({
  id: row.id,
  occurredAt: row.occurredAt.toISOString(),
  kind: row.kind,
  change: row.consumed === 0 ? 0 : -row.consumed,
  balanceAfter: row.balanceAfter,
  description: row.description,
  studentId: row.studentId,
  students: row.rows ?? 1,
});

/**
 * A keyset position: the last row of a page (newest first), as an opaque text. `at` is the row's created_at as
 * PostgreSQL writes it, to the microsecond: a cursor cut to milliseconds would bring the page's last rows back.
 */
export type LedgerCursor = { at: string; id: string };

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

export const encodeCursor = (cursor: LedgerCursor): string => Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url');

/** null for a cursor this server did not write (the route answers 400). */
export function decodeCursor(text: string): LedgerCursor | null {
  const [at, id, ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !at || !id || !/^[0-9a-f-]{36}$/i.test(id) || !TIMESTAMP.test(at)) return null;
  // a real date (month 13 would reach PostgreSQL as an error); JS dates read milliseconds only, so the check cuts the rest
  const checked = at
    .replace(' ', 'T')
    .replace(/(\.\d{3})\d+/, '$1')
    .replace(/([+-]\d{2})$/, '$1:00');
  return Number.isNaN(Date.parse(checked)) ? null : { at, id };
}

/**
 * A member's unlock of a student is refunded at most once, whatever the number of approved reports about it: the
 * reference is unique per member on the ledger, which makes a second approval (or a retried one) a no-op.
 */
export const unlockRefundReference = (studentId: string) => `unlock-refund:${studentId}`;
