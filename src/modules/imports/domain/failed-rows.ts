import { neutraliseCell } from './csv-cell';
import type { RowError } from './import-outcome';

/** The failed-rows file's own columns, before the file's: the spreadsheet row number and why the row was not imported. */
export const FAILED_ROWS_LEADING_HEADERS = ['row', 'error'] as const;

/**
 * The longest cell a valid row may hold (address and other_info: 1,000 characters). A longer cell is wrong anyway:
 * the file gives back its start and its length, not the whole of it (an answer never echoes a 1 MB cell).
 */
export const MAX_ECHOED_CELL = 1000;
const CUT_TO = 50;
const echoed = (cell: string) =>
  cell.length <= MAX_ECHOED_CELL ? cell : `${cell.slice(0, CUT_TO)}… (cut: ${cell.length.toLocaleString('en-IN')} characters in the upload)`;

export type FailedRowsTable = { headers: string[]; rows: string[][] };

/**
 * The rows that were not imported, as a table the admin can open in a spreadsheet (docs/product.md, "Import dialog"): the row number and
 * the reason first, then the row's own cells under the file's own header (a row with more cells than the header keeps
 * them, to the right). Every cell is neutralised as in every CSV export, since the cells are whatever the file held.
 */
export function failedRowsTable(headers: readonly string[], errors: readonly RowError[], cellsOf: ReadonlyMap<number, readonly string[]>): FailedRowsTable {
  const width = headers.length;
  return {
    headers: [...FAILED_ROWS_LEADING_HEADERS, ...headers].map(neutraliseCell),
    rows: [...errors]
      .sort((a, b) => a.row - b.row)
      .map((error) => {
        const cells = cellsOf.get(error.row) ?? [];
        const padded = cells.length >= width ? cells : [...cells, ...Array<string>(width - cells.length).fill('')];
        return [String(error.row), error.message, ...padded.map(echoed)].map(neutraliseCell);
      }),
  };
}
