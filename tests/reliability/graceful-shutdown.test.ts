import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import type { Orm } from '@platform/db/orm';
import { csvFile, csvRow, upload } from '../integration/admin/admin-builders';
import { createAdmin } from '../support/auth';
import { connectionRefused, openRawConnection, requestHead, type RawConnection } from '../support/raw-http';
import { startServer, type RunningServer } from '../support/server';
import { connectTo } from '../support/test-database';

/**
 * SIGTERM while writes are in flight: the real server process stops listening, finishes what it had,
 * closes the pool and exits 0, and every write it acknowledged is in the database.
 */
let server: RunningServer;
let orm: Orm;
let adminToken: string;

beforeAll(async () => {
  // behind one proxy: each held enquiry comes from its own visitor (the contact form allows 5 an hour per address)
  server = await startServer({ SEED_STUDENTS: '0', TRUST_PROXY: '1' });
  if (!server.databaseUrl) throw new Error('tests/reliability run on PostgreSQL: set TEST_DATABASE_URL');
  orm = await connectTo(server.databaseUrl);
  adminToken = (await createAdmin(orm)).token;
}, 120_000);

afterAll(async () => {
  await orm?.close(true);
  await server?.stop();
});

const port = () => Number(new URL(server.url).port);
const rows = (sql: string, params: unknown[] = []) => orm.em.fork().execute(sql, params) as Promise<Record<string, unknown>[]>;

type Held = { connection: RawConnection; rest: Uint8Array; expectStatus: number };

/**
 * A request the server has definitely taken on: the connection first answers a health check (so the server
 * accepted it), then carries the request head and half the body; the other half waits for `rest`.
 */
async function holdRequest(path: string, headers: Record<string, string>, body: Uint8Array, expectStatus: number): Promise<Held> {
  const connection = await openRawConnection(port());
  await connection.send(requestHead('GET', '/api/health', {}, 0));
  expect((await connection.read()).status).toBe(200);
  const half = Math.floor(body.length / 2);
  await connection.send(requestHead('POST', path, headers, body.length), body.subarray(0, half));
  return { connection, rest: body.subarray(half), expectStatus };
}

describe('graceful shutdown on SIGTERM', () => {
  it('refuses new connections, completes the requests in flight, exits 0, and keeps every acknowledged write', async () => {
    const run = `shutdown-${Date.now().toString(36)}`;
    const contacts = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const form = {
          institutionName: 'Shutdown Institute',
          contactName: 'Priya Nair',
          email: 'priya@example.in',
          phone: '9876543210',
          serviceInterest: 'Student leads',
          message: `${run} enquiry ${i}: please call us about admissions.`,
        };
        const visitor = { 'content-type': 'application/json', 'x-forwarded-for': `10.70.0.${i + 1}` };
        return holdRequest('/api/contact', visitor, new TextEncoder().encode(JSON.stringify(form)), 201);
      }),
    );
    // an import still at work when the signal comes, well inside the 4 s drain even on a busy machine (make test runs
    // five lanes at once: 3,000 rows outlasted the drain there, and 1,500 on a slower two-core machine)
    const mobiles = Array.from({ length: 500 }, (_, i) => String(7_300_000_000 + i));
    const multipart = new Request('http://x/', {
      method: 'POST',
      body: upload(
        csvFile(
          mobiles.map((mobile) => csvRow(mobile)),
          'shutdown.csv',
        ),
      ),
    });
    const importRequest = await holdRequest(
      '/api/students/import',
      { 'content-type': multipart.headers.get('content-type')!, authorization: `Bearer ${adminToken}` },
      new Uint8Array(await multipart.arrayBuffer()),
      200,
    );
    const held = [...contacts, importRequest];
    // One more round trip: the server's event loop has now read every request head above, so each held
    // request is in flight (not an idle kept-alive connection the server may close when it stops).
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    server.process.kill('SIGTERM');
    let refused = false;
    for (let attempt = 0; attempt < 200 && !refused; attempt++) {
      refused = await connectionRefused(port());
      if (!refused) await Bun.sleep(25);
    }
    expect(refused).toBe(true);

    await Promise.all(held.map((request) => request.connection.send('', request.rest)));
    const responses = await Promise.all(held.map((request) => request.connection.read()));
    for (const connection of held) connection.connection.close();
    expect(responses.map((response) => response.status)).toEqual(held.map((request) => request.expectStatus));
    const imported = JSON.parse(responses.at(-1)!.body) as { imported: number; batchId: string };
    expect(imported.imported).toBe(mobiles.length);

    // 0, not the 1 of the 10-second forced exit: the drain finished and the pool closed in time.
    expect(await server.process.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM received');

    const stored = await rows('select message from contact_submissions where message like ?', [`${run} %`]);
    expect(stored.map((row) => row.message).sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `${run} enquiry ${i}: please call us about admissions.`).sort(),
    );
    const students = await rows('select count(*)::int as n from students where mobile_number in (?)', [mobiles]);
    expect(students[0]!.n).toBe(mobiles.length);
    const batch = await rows('select imported_records from import_batches where id = ?', [imported.batchId]);
    expect(batch[0]!.imported_records).toBe(mobiles.length);
  }, 120_000);
});
