// pg-copy-streams ships no type declarations; only the parts used here (copy-out.ts) and by the seed's bulk insert.
declare module 'pg-copy-streams' {
  import type { Readable, Writable } from 'node:stream';

  export interface CopyStreamQuery extends Writable {
    /** Rows the server reported for the COPY, set once the stream has finished. */
    rowCount: number;
  }

  /** COPY … TO STDOUT: the bytes the server writes, with back-pressure (the socket pauses while the reader is behind). */
  export interface CopyToStreamQuery extends Readable {
    rowCount: number;
  }

  export function from(sql: string): CopyStreamQuery;
  export function to(sql: string): CopyToStreamQuery;
}
