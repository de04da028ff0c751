import { stringify } from 'csv-stringify/sync';
import { neutraliseCell } from '../../domain/csv-cell';

export type CsvColumn<T> = { header: string; value: (row: T) => string | null | undefined };

/** Streams a CSV download batch by batch, so a large export never sits whole in memory. */
export function csvResponse<T>(filename: string, columns: CsvColumn<T>[], batches: AsyncIterable<T[]>): Response {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(stringify([columns.map((column) => column.header)])));
    },
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) {
        controller.close();
        return;
      }
      const rows = next.value.map((row) => columns.map((column) => neutraliseCell(column.value(row) ?? '')));
      controller.enqueue(encoder.encode(stringify(rows)));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(stream, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'no-store',
    },
  });
}
