import { Readable } from 'node:stream';
import { parse } from 'csv-parse';

/**
 * Streams CSV records (arrays of cells) out of a byte stream with csv-parse: quoted commas,
 * quoted line breaks, a UTF-8 BOM and CRLF endings are all handled by the library.
 */
export function csvRecords(source: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array | string>): AsyncIterable<string[]> {
  const input = source instanceof ReadableStream ? Readable.fromWeb(source as never) : Readable.from(source);
  return input.pipe(parse({ bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }));
}
