import { stringify } from 'csv-stringify/sync';
import { neutraliseCell } from '../kernel/csv-cell';

export type CsvColumn<T> = { header: string; value: (row: T) => unknown };

const BOM = '\uFEFF';

/**
 * A CSV download streamed page by page: the stream pulls the next page only when the client has taken the last
 * one, so memory stays flat at any table size. Each page is stringified at once (csv-stringify's sync API) and sent
 * as one chunk: a chunk per row costs more in stream bookkeeping than the CSV itself.
 */
export function csvDownload<T>(fileName: string, columns: readonly CsvColumn<T>[], pages: AsyncIterable<T[]>): Response {
  const iterator = pages[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(BOM + stringify([columns.map((c) => c.header)])));
    },
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (next.done) return controller.close();
        const rows = next.value.map((row) => columns.map((c) => neutraliseCell(c.value(row))));
        controller.enqueue(encoder.encode(stringify(rows)));
      } catch (error) {
        console.error('CSV export failed', error);
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(body, { headers: csvHeaders(fileName) });
}

const csvHeaders = (fileName: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${fileName}"`,
  'cache-control': 'no-store',
});

/**
 * A CSV download whose lines the database wrote (COPY … TO STDOUT WITH (FORMAT csv), cells already neutralised):
 * the same BOM and header line as csvDownload, then the bytes as they arrive, pulled only as fast as the client reads.
 */
export function csvLinesDownload(fileName: string, headers: readonly string[], lines: AsyncIterable<Uint8Array>): Response {
  const iterator = lines[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(BOM + stringify([headers])));
    },
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (next.done) return controller.close();
        controller.enqueue(next.value);
      } catch (error) {
        console.error('CSV export failed', error);
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(body, { headers: csvHeaders(fileName) });
}

/** A small CSV built in memory (the template). */
export function csvText(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',');
  return `${[line(headers), ...rows.map(line)].join('\r\n')}\r\n`;
}
