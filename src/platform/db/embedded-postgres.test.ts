import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { connect } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { Client, Pool } from 'pg';
import { EMBEDDED_MAX_CONNECTIONS, startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';

/**
 * The embedded database's socket server under the traffic that broke `make start`: a pool that lets its
 * connection go idle and reconnects, over and over, and connections the server refuses because it is full.
 */
let embedded: EmbeddedPostgres;

beforeAll(async () => {
  embedded = await startEmbeddedPostgres();
});

afterAll(async () => {
  await embedded?.stop();
});

const port = () => Number(new URL(embedded.url).port);

/** A client that connects, is refused, and then either writes a startup packet or says nothing before it closes. */
const refusedConnection = (writesFirst: boolean, to = port()) =>
  new Promise<string>((done) => {
    const socket = connect(to, '127.0.0.1');
    let received = '';
    socket.on('connect', () => {
      if (writesFirst) socket.write(Buffer.alloc(8));
    });
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => done(received));
  });

describe('the embedded database socket server', () => {
  it('answers a pool that closes its idle connection and reconnects, 150 times, without one failure', async () => {
    // the shape of the webhook worker before the fix: a query, a rest longer than the idle timeout, a query again
    const pool = new Pool({ connectionString: embedded.url, max: 1, idleTimeoutMillis: 5, connectionTimeoutMillis: 5_000 });
    const failures: string[] = [];
    pool.on('error', (error) => failures.push(`idle client: ${error.message}`));
    for (let round = 0; round < 150; round++) {
      try {
        const { rows } = await pool.query('select $1::int as round', [round]);
        expect(rows[0].round).toBe(round);
      } catch (error) {
        failures.push(`round ${round}: ${(error as Error).message}`);
      }
      await Bun.sleep(round % 3 === 0 ? 6 : 8);
    }
    await pool.end();
    expect(failures).toEqual([]);
  });

  it('still accepts connections after refusing many beyond its limit, however the refused clients behave', async () => {
    // the connections of the test before may still be closing on the server's side (a busy machine runs it late):
    // a slot is taken once the server has let the old one go, within 5 s
    const takeSlot = async () => {
      for (const deadline = Date.now() + 5_000; ; await Bun.sleep(50)) {
        const client = new Client({ connectionString: embedded.url });
        try {
          await client.connect();
          return client;
        } catch (error) {
          if (Date.now() > deadline) throw error;
        }
      }
    };
    const held: Client[] = [];
    for (let i = 0; i < EMBEDDED_MAX_CONNECTIONS; i++) held.push(await takeSlot());
    const refusals = await Promise.all(Array.from({ length: 12 }, (_, i) => refusedConnection(i % 2 === 0)));
    // a refusal is a PostgreSQL ErrorResponse (SQLSTATE 53300) or a bare close, never a silent hang (the test would time out)
    for (const answer of refusals) if (answer) expect(answer).toContain('53300');
    for (const client of held) await client.end();

    for (let attempt = 0; attempt < EMBEDDED_MAX_CONNECTIONS * 2; attempt++) {
      const client = new Client({ connectionString: embedded.url, connectionTimeoutMillis: 3_000 });
      await client.connect();
      expect((await client.query('select 1 as up')).rows).toEqual([{ up: 1 }]);
      await client.end();
    }
  });

  it('keeps a transaction on the connection that began it while another connection queries', async () => {
    const [a, b] = [new Client({ connectionString: embedded.url }), new Client({ connectionString: embedded.url })];
    await Promise.all([a.connect(), b.connect()]);
    await a.query('create table if not exists txn_probe (n int)');
    await a.query('begin');
    await a.query('insert into txn_probe values (1)');
    // b's statement waits for a's transaction instead of running inside it
    const seenByB = b.query('select count(*)::int as n from txn_probe');
    await Bun.sleep(50);
    await a.query('rollback');
    expect((await seenByB).rows).toEqual([{ n: 0 }]);
    await Promise.all([a.end(), b.end()]);
  });
});

describe('pglite-socket as patched (patches/@electric-sql+pglite-socket+0.2.17.patch)', () => {
  it('closes every connection it refuses for being full, so the refused ones never count against its limit', async () => {
    const db = await PGlite.create();
    const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections: 2 });
    await server.start();
    // its own count and the socket's (net.Server.maxConnections) can disagree for a moment while a connection closes;
    // lifting the socket's makes that moment last, so each refusal below goes through the socket server's own path
    const net = (server as unknown as { server: import('node:net').Server }).server;
    net.maxConnections = 1_000;
    const openSockets = () => new Promise<number>((resolve) => net.getConnections((_, count) => resolve(count)));
    const serverPort = (net.address() as { port: number }).port;
    const url = `postgresql://postgres@127.0.0.1:${serverPort}/postgres`;
    try {
      const held = [new Client({ connectionString: url }), new Client({ connectionString: url })];
      for (const client of held) await client.connect();
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => refusedConnection(i % 2 === 0, serverPort)));
      expect(answers.every((answer) => answer.includes('53300') && answer.includes('sorry, too many clients already'))).toBe(true);
      await Bun.sleep(100);
      expect(await openSockets()).toBe(2);
      for (const client of held) await client.end();
      await Bun.sleep(100);
      expect(await openSockets()).toBe(0);
    } finally {
      await server.stop();
      await db.close();
    }
  });
});
