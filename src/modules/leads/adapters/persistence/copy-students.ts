import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import { type BulkStudent, copyTextLine, STUDENT_COLUMNS } from './bulk-insert-students';

const COLUMN_LIST = STUDENT_COLUMNS.join(', ');

/** Anything with pg's `client.query(submittable)`, e.g. a pg.Client or a checked-out pool client. */
export interface CopyCapableClient {
  query(stream: Writable): unknown;
}

const COPY_CHUNK_CHARS = 1 << 20;

/** A student's keyed contact hashes (ADR 0024: students.email_hash / mobile_hash, '' for none). */
export type ContactHashesOf = (row: BulkStudent) => { email: string; mobile: string };

/**
 * Streams rows through `COPY students (…) FROM STDIN`. Rows are packed into ~1 MB
 * chunks; `pipeline` waits for the socket to drain, so memory stays flat for any row count.
 * `contactHashes`: write the rows' contact hashes too (a bulk load of millions, which the upkeep would otherwise
 * rewrite row by row after it).
 */
export async function copyStudents(client: CopyCapableClient, rows: Iterable<BulkStudent>, contactHashes?: ContactHashesOf): Promise<number> {
  let sent = 0;
  const lineOf = contactHashes
    ? (row: BulkStudent) => {
        const hashes = contactHashes(row);
        return `${copyTextLine(row).slice(0, -1)}\t${hashes.email}\t${hashes.mobile}\n`;
      }
    : copyTextLine;
  function* chunks(): Generator<string> {
    let chunk = '';
    for (const row of rows) {
      chunk += lineOf(row);
      sent++;
      if (chunk.length >= COPY_CHUNK_CHARS) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk.length > 0) yield chunk;
  }
  const copy = copyFrom(`COPY students (${COLUMN_LIST}${contactHashes ? ', email_hash, mobile_hash' : ''}) FROM STDIN`);
  client.query(copy);
  await pipeline(Readable.from(chunks()), copy);
  return copy.rowCount || sent;
}
