// pg-copy-streams ships no type declarations; only the part used by bulk-insert-students.ts.
declare module 'pg-copy-streams' {
  import type { Writable } from 'node:stream';

  export interface CopyStreamQuery extends Writable {
    /** Rows the server reported for the COPY, set once the stream has finished. */
    rowCount: number;
  }

  export function from(sql: string): CopyStreamQuery;
}
