import { once } from 'node:events';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { neutraliseCell } from '../../domain/csv-cell';

export type CsvColumn<T> = { header: string; value: (row: T) => unknown };

/**
 * A CSV download streamed page by page with csv-stringify: the writer waits for the socket
 * (drain) before asking for the next page, so memory stays flat at any table size.
 */
export function csvDownload<T>(fileName: string, columns: readonly CsvColumn<T>[], pages: AsyncIterable<T[]>): Response {
  const stringifier = stringify({ header: true, columns: columns.map((c) => c.header), bom: true });
  void (async () => {
    for await (const page of pages) {
      for (const row of page) {
        if (!stringifier.write(columns.map((c) => neutraliseCell(c.value(row))))) await once(stringifier, 'drain');
      }
    }
    stringifier.end();
  })().catch((error: unknown) => {
    console.error('CSV export failed', error);
    stringifier.destroy(error as Error);
  });
  return new Response(Readable.toWeb(stringifier) as unknown as ReadableStream, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
    },
  });
}

/** A small CSV built in memory (the template). */
export function csvText(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',');
  return [line(headers), ...rows.map(line)].join('\r\n') + '\r\n';
}
