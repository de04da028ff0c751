/**
 * Where an import's time goes: runs one 10,000-row import against a bench catalogue through the real server, then
 * prints every SQL statement it ran with the time PostgreSQL took, beside the HTTP time (the rest is our own work:
 * multipart, CSV parsing, validation). The imported rows are deleted afterwards, so the catalogue keeps its size.
 *   bun bench/import-trace.ts [database] [file offset]   (default edureach_bench_1000000, 0)
 */
import { writeFileSync } from 'node:fs';
import { Client } from 'pg';
import { connectTo } from '@support/test-database';
import { createAdmin } from '@support/auth';
import { TEST_JWT_SECRET } from '@support/test-app';
import { takeTrace } from './lib/replay';
import { importFiles } from './lib/scenarios';
import { startBenchServer } from './lib/server';

const database = process.argv[2] ?? 'edureach_bench_1000000';
const offset = Number(process.argv[3] ?? 0);
const url = `postgres://postgres@127.0.0.1:5432/${database}`;
const traceFile = `/tmp/edureach-import-trace-${process.pid}.jsonl`;
writeFileSync(traceFile, '');
const server = await startBenchServer(url, TEST_JWT_SECRET, { traceFile });
const orm = await connectTo(url);
const pg = new Client({ connectionString: url });
await pg.connect();
try {
  const admin = await createAdmin(orm);
  const [file] = await importFiles({ url: server.url, admin }, 1, 100 + offset);
  await takeTrace(traceFile, server.pid);
  const form = new FormData();
  form.append('csvFile', new File([file!.csv], 'trace.csv', { type: 'text/csv' }));
  const started = performance.now();
  const response = await fetch(`${server.url}/api/students/import`, { method: 'POST', headers: { authorization: `Bearer ${admin.token}` }, body: form });
  const body = (await response.json()) as { imported: number; batchId?: string };
  const httpMs = performance.now() - started;
  const statements = (await takeTrace(traceFile, server.pid)) as unknown as { query: string; took?: number }[];
  let sqlMs = 0;
  for (const statement of statements) {
    sqlMs += statement.took ?? 0;
    console.log(`${String(statement.took ?? '?').padStart(6)} ms  ${statement.query.replace(/\s+/g, ' ').slice(0, 110)}`);
  }
  console.log(
    `HTTP ${httpMs.toFixed(0)} ms (status ${response.status}, imported ${body.imported}); SQL ${sqlMs.toFixed(0)} ms; the rest ${(httpMs - sqlMs).toFixed(0)} ms`,
  );
  await pg.query('delete from students where import_batch_id = $1', [body.batchId]);
} finally {
  await pg.end();
  await orm.close(true);
  await server.stop();
}
