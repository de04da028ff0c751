import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import type { DomainError } from '@platform/kernel/domain-error';
import { ImportErrors } from '@modules/imports/domain/imports.errors';

const REASONS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'a closing quote is followed by more text',
  INVALID_OPENING_QUOTE: 'a quote appears inside an unquoted field',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a closing quote is followed by more text',
};

/** csv-parse's own message quotes the offending text; ours names the line and the rule only. */
function unreadable(error: CsvError): DomainError {
  const lines = (error as unknown as { lines?: unknown }).lines;
  const line = typeof lines === 'number' ? ` near line ${lines}` : '';
  return ImportErrors.unreadableCsv(line, REASONS[error.code] ?? 'it is not valid CSV');
}

/**
 * Streams CSV records (arrays of cells) out of a byte stream with csv-parse: quoted commas,
 * quoted line breaks, a UTF-8 (or UTF-16LE) BOM and CRLF endings are all handled by the library.
 * A file it cannot read fails with IMPORT.UNREADABLE_CSV.
 */
export async function* csvRecords(source: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array | string>): AsyncIterable<string[]> {
  const input = source instanceof ReadableStream ? Readable.fromWeb(source as never) : Readable.from(source);
  try {
    yield* input.pipe(parse({ bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }));
  } catch (error) {
    if (error instanceof CsvError) throw unreadable(error);
    throw error;
  }
}
