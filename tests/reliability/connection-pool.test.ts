import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { Client } from 'pg';
import { allEntities } from '@src/app';
import { createOrm, type Orm } from '@platform/db/orm';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';

/**
 * The pool after an outage that caught transactions half-way: each of their connections died under them,
 * and the pool must be whole again once the database is back (no connection left checked out for ever).
 */
let proxy: TcpProxy;
let orm: Orm;
let serverUrl: string;
let name: string;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error('tests/reliability run on PostgreSQL: set TEST_DATABASE_URL');
  serverUrl = process.env.TEST_DATABASE_URL;
  name = `pool_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 7)}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(serverUrl);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const url = new URL(serverUrl);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  url.pathname = `/${name}`;
  // two connections, both taken by the transactions the outage interrupts
  orm = await createOrm({ url: url.toString(), entities: allEntities, poolSize: 2 });
  await orm.em.fork().execute('create table outage_marks (id serial primary key, note text not null)');
}, 60_000);

afterAll(async () => {
  await orm?.close(true);
  await proxy?.close();
  const cleanup = new Client({ connectionString: serverUrl });
  await cleanup.connect();
  await cleanup.query(`drop database if exists ${name} with (force)`);
  await cleanup.end();
});

describe('connection pool across an outage', () => {
  it('gets back every connection of the transactions the outage broke, and serves again', async () => {
    let openGate!: () => void;
    const gate = new Promise<void>((resolveGate) => (openGate = resolveGate));
    let started = 0;
    const interrupted = Array.from({ length: 2 }, (_, i) =>
      orm.em.fork().transactional(async (em) => {
        await em.execute('insert into outage_marks (note) values (?)', [`interrupted ${i}`]);
        started += 1;
        await gate;
        await em.execute('insert into outage_marks (note) values (?)', [`never ${i}`]);
      }),
    );
    while (started < 2) await Bun.sleep(10);
    await proxy.cut();
    openGate();
    const outcomes = await Promise.allSettled(interrupted);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);

    await proxy.restore();
    const rows = await Promise.all(Array.from({ length: 4 }, () => orm.em.fork().execute('select count(*)::int as n from outage_marks')));
    // nothing of the interrupted transactions was committed
    expect(rows.map((result) => result[0]!.n)).toEqual([0, 0, 0, 0]);
    await orm.em.fork().transactional((em) => em.execute("insert into outage_marks (note) values ('after')"));
    expect(await orm.em.fork().execute('select note from outage_marks')).toEqual([{ note: 'after' }]);
  }, 60_000);
});
