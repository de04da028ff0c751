import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { dndFileUnreadable } from '@modules/privacy/domain/privacy.errors';

/** The scrub file's records streamed with csv-parse (BOM, CRLF, quotes, ragged lines); unreadable CSV fails with 400. */
export async function* dndCsvRecords(source: ReadableStream<Uint8Array>): AsyncIterable<string[]> {
  try {
    yield* Readable.fromWeb(source as never).pipe(parse({ bom: true, skip_empty_lines: true, relax_column_count: true, relax_quotes: true, trim: true }));
  } catch (error) {
    if (error instanceof CsvError) {
      const lines = (error as unknown as { lines?: unknown }).lines;
      throw dndFileUnreadable(typeof lines === 'number' ? ` near line ${lines}` : '');
    }
    throw error;
  }
}
