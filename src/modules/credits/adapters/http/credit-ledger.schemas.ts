import * as v from 'valibot';
import { queryIntOneOf } from '@platform/http/schemas';

export const LedgerQuery = v.object({
  limit: queryIntOneOf([10, 25, 50, 100], 25),
  cursor: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(200, 'cursor is too long'),
      v.regex(/^[A-Za-z0-9_-]+$/, 'cursor is not one this server wrote'),
      v.description('The nextCursor of the previous page; leave out for the newest entries.'),
    ),
  ),
});

export const LedgerEntry = v.object({
  id: v.string(),
  occurredAt: v.pipe(v.string(), v.description('ISO 8601 time of the charge or grant')),
  kind: v.pipe(
    v.string(),
    v.description(
      'unlock, save or export (a charge), admin_grant, refund (an approved report of wrong data), or purchase (a credit pack bought: its invoice paid)',
    ),
  ),
  change: v.pipe(v.number(), v.description('Signed like a bank statement: -1 for a 1-credit charge, +5 for a grant of 5')),
  balanceAfter: v.number(),
  description: v.pipe(
    v.string(),
    v.description('What it bought, in words: e.g. "Unlocked contact details of 1 student", "Exported 3 saved students from Shortlist"'),
  ),
  studentId: v.pipe(
    v.nullable(v.string()),
    v.description('The student bought or refunded when the action concerned one; null for grants, quantity charges, several students and erased students'),
  ),
  students: v.pipe(v.number(), v.description('How many students the action charged or refunded (one ledger row each in the CSV); 1 for a grant')),
});

export const LedgerPage = v.object({
  entries: v.array(LedgerEntry),
  nextCursor: v.pipe(v.nullable(v.string()), v.description('Pass as cursor for the next (older) page; null on the last page')),
});
