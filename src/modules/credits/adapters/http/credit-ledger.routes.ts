import { Elysia } from 'elysia';
import { csvDownload, type CsvColumn } from '@platform/http/csv-download';
import type { AuthPlugin } from '@platform/http/auth';
import { CsvFile, ErrorResponse } from '@platform/http/schemas';
import type { CreditHistory } from '@modules/credits/application/ports/credit-history.port';
import { invalidLedgerCursor } from '@modules/credits/domain/credits.errors';
import { decodeCursor, encodeCursor, viewOf, type LedgerEntryView, type LedgerRow } from '@modules/credits/domain/ledger';
import { LedgerPage, LedgerQuery } from './credit-ledger.schemas';

const tags = ['Credits and unlocks'];
const CSV_BATCH = 1000;

const columns: CsvColumn<LedgerEntryView>[] = [
  { header: 'Date', value: (row) => row.occurredAt },
  { header: 'Kind', value: (row) => row.kind },
  // two unsigned columns, as a bank statement has: a leading minus would be neutralised as a formula
  { header: 'Spent', value: (row) => (row.change < 0 ? -row.change : '') },
  { header: 'Added', value: (row) => (row.change > 0 ? row.change : '') },
  { header: 'Balance after', value: (row) => row.balanceAfter },
  { header: 'Description', value: (row) => row.description },
  { header: 'Student id', value: (row) => row.studentId ?? '' },
];

async function* everyRow(history: CreditHistory, memberId: string): AsyncIterable<LedgerEntryView[]> {
  let last: LedgerRow | undefined;
  for (;;) {
    const rows = await history.page(memberId, CSV_BATCH, last ? { at: last.position ?? last.occurredAt.toISOString(), id: last.id } : undefined);
    if (rows.length > 0) yield rows.map(viewOf);
    if (rows.length < CSV_BATCH) return;
    last = rows[rows.length - 1];
  }
}

/** The member's own ledger: JSON page by page, or the whole of it as CSV. */
export const creditLedgerRoutes = (deps: { auth: AuthPlugin; history: CreditHistory }) =>
  new Elysia({ name: 'credits.ledger-routes', prefix: '/api/website' })
    .use(deps.auth)
    .get(
      '/credits/ledger',
      async ({ member, query }) => {
        const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
        if (cursor === null) throw invalidLedgerCursor();
        const rows = await deps.history.actions(member.id, query.limit + 1, cursor);
        const page = rows.slice(0, query.limit);
        const last = page[page.length - 1];
        return {
          entries: page.map(viewOf),
          nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.position ?? last.occurredAt.toISOString(), id: last.id }) : null,
        };
      },
      {
        member: true,
        query: LedgerQuery,
        response: { 200: LedgerPage, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
        detail: {
          operationId: 'listCreditLedger',
          tags,
          summary: "The member's credit ledger, newest first: every charge, grant and refund with what it bought and the balance after",
          description: 'Pages by keyset: pass `nextCursor` as `cursor` for the next page. The whole ledger as CSV: GET /api/website/credits/ledger/export.',
        },
      },
    )
    .get(
      '/credits/ledger/export',
      ({ member }) => csvDownload(`credit-ledger-${new Date().toISOString().slice(0, 10)}.csv`, columns, everyRow(deps.history, member.id)),
      {
        member: true,
        response: { 200: CsvFile, 401: ErrorResponse, 403: ErrorResponse },
        detail: {
          operationId: 'exportCreditLedger',
          tags,
          summary: "The member's whole credit ledger as CSV, newest first (Date, Kind, Spent, Added, Balance after, Description, Student id)",
        },
      },
    );
