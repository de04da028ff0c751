import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import type { Orm } from '@platform/db/orm';
import { csvFile, csvRow, upload } from '../integration/admin/admin-builders';
import { createAdmin } from '../support/auth';
import { startServer, type RunningServer } from '../support/server';
import { connectTo } from '../support/test-database';

/**
 * SIGTERM while a request is still being worked on although its caller hung up (a closed tab, a client's timeout, a
 * load generator stopping): the HTTP server counts the closed connection as done, so only the app's own count of the
 * requests it is answering keeps the pool open until that work ends, instead of closing it under the handler
 * ("driver has already been destroyed").
 */
let server: RunningServer;
let orm: Orm;
let adminToken: string;

beforeAll(async () => {
  server = await startServer({ SEED_STUDENTS: '0' });
  if (!server.databaseUrl) throw new Error('tests/reliability run on PostgreSQL: set TEST_DATABASE_URL');
  orm = await connectTo(server.databaseUrl);
  adminToken = (await createAdmin(orm)).token;
}, 120_000);

afterAll(async () => {
  await orm?.close(true);
  await server?.stop();
});

const rows = (sql: string, params: unknown[] = []) => orm.em.fork().execute(sql, params) as Promise<Record<string, unknown>[]>;

describe('graceful shutdown after a caller hung up', () => {
  it('finishes the work of a request whose connection closed before closing the database, and exits 0', async () => {
    const fileName = `hang-up-${Date.now().toString(36)}.csv`;
    const mobiles = Array.from({ length: 1_500 }, (_, i) => String(7_400_000_000 + i));
    const caller = new AbortController();
    const answer = fetch(`${server.url}/api/students/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: upload(
        csvFile(
          mobiles.map((mobile) => csvRow(mobile)),
          fileName,
        ),
      ),
      signal: caller.signal,
    }).catch((error: unknown) => error);
    // the import has begun its work (its batch row is written first), then the caller goes away and the server is told to stop
    for (let waited = 0; (await rows('select 1 from import_batches where file_name = ?', [fileName])).length === 0; waited += 10) {
      if (waited > 30_000) throw new Error('the import never began');
      await Bun.sleep(10);
    }
    caller.abort();
    expect(await answer).toBeInstanceOf(Error);
    server.process.kill('SIGTERM');

    expect(await server.process.exited).toBe(0);
    expect(server.output()).not.toContain('Unhandled error');
    expect(server.output()).not.toContain('destroyed');
    const [batch] = await rows('select status, imported_records from import_batches where file_name = ?', [fileName]);
    expect(batch).toMatchObject({ imported_records: mobiles.length });
    expect(batch!.status).not.toBe('processing');
    const [stored] = await rows('select count(*)::int as n from students where mobile_number in (?)', [mobiles]);
    expect(stored!.n).toBe(mobiles.length);
  }, 120_000);
});
