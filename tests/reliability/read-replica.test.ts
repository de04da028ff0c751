import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { Client } from 'pg';
import { startThrowawayPostgres, startThrowawayReplica, type ThrowawayPostgres } from '@bench/lib/throwaway-postgres';
import { allEntities } from '@src/app';
import { createOrm, migrate, type Orm } from '@platform/db/orm';
import { formatLsn, parseLsn } from '@platform/db/replica-routing-rules';
import type { ReadRouting, Reader } from '@platform/db/read-replica';
import { openReadRouting } from '@platform/db/replica-connection';
import { createPostgresWritePositions, createRedisWritePositions, type WritePositions } from '@platform/db/write-positions';
import { createAdmin, createMember } from '../support/auth';
import { startServer, type RunningServer } from '../support/server';

/**
 * Read-replica routing against a real streaming replica: a throwaway primary (initdb on a spare port, never the
 * machine's server on 5432) and a hot standby made from it with `pg_basebackup -R`, both in temporary folders.
 * Replay is paused and resumed on the standby (pg_wal_replay_pause) to make it fall behind on demand.
 */
let primary: ThrowawayPostgres;
let replica: ThrowawayPostgres;
let primaryOrm: Orm;
let primaryUrl: string;
let replicaUrl: string;
/** a plain connection to the standby, to pause and resume its replay and to look at what it holds */
let standby: Client;
const routings: ReadRouting[] = [];
const logLines: string[][] = [];

const DATABASE = 'edureach_replica';

beforeAll(async () => {
  primary = await startThrowawayPostgres({ firstPort: 56432 });
  const admin = new Client({ connectionString: primary.url });
  await admin.connect();
  await admin.query(`create database ${DATABASE}`);
  await admin.end();
  primaryUrl = primary.url.replace(/\/postgres$/, `/${DATABASE}`);
  primaryOrm = await createOrm({ url: primaryUrl, entities: allEntities, poolSize: 5 });
  await migrate(primaryOrm);
  replica = await startThrowawayReplica(primary, { firstPort: primary.port + 1 });
  replicaUrl = replica.url.replace(/\/postgres$/, `/${DATABASE}`);
  standby = await connectStandby();
}, 120_000);

async function connectStandby(): Promise<Client> {
  const client = new Client({ connectionString: replicaUrl });
  // the test stops the standby: its connection then ends with an error event, which must not end the test run
  client.on('error', () => {});
  await client.connect();
  return client;
}

afterAll(async () => {
  for (const routing of routings) await routing.close().catch(() => {});
  await standby?.end().catch(() => {});
  await primaryOrm?.close(true);
  await replica?.destroy();
  await primary?.destroy();
});

/** A routing as one server copy builds it; its log lines are kept apart from the other copies'. */
async function serverCopy(maxLagSeconds: number): Promise<{ routing: ReadRouting; log: string[] }> {
  const log: string[] = [];
  const routing = await openReadRouting({
    primary: primaryOrm,
    primaryUrl,
    replicaUrl,
    maxLagSeconds,
    entities: allEntities,
    poolSize: 3,
    log: (line) => log.push(line),
  });
  routings.push(routing);
  logLines.push(log);
  return { routing, log };
}

/** Which server answered, and whether it holds the student named `name`. */
const lookUp = (routing: ReadRouting, name: string, reader?: Reader) =>
  routing.read(async (em) => {
    const [row] = await em.execute<{ on_replica: boolean; found: number }[]>(
      'select pg_is_in_recovery() as on_replica, (select count(*)::int from students where student_name = ?) as found',
      [name],
    );
    return { answeredBy: row!.on_replica ? 'replica' : 'primary', found: row!.found };
  }, reader);

let mobile = 9_000_000_000;
/** A write on the primary: a student in the catalogue. */
async function addStudent(name: string) {
  mobile += 1;
  await primaryOrm.em.fork().execute('insert into students (student_name, mobile_number) values (?, ?)', [name, String(mobile)]);
}

/** Waits until the standby holds the student (replication is asynchronous). */
async function replicated(name: string) {
  for (let tries = 0; tries < 200; tries++) {
    const { rows } = await standby.query('select count(*)::int as n from students where student_name = $1', [name]);
    if (rows[0].n > 0) return;
    await Bun.sleep(50);
  }
  throw new Error(`${name} never reached the replica`);
}

/**
 * Probes until the routing sends `reader`'s reads to the replica. Right after replay resumes, or after a restart,
 * the replica may still be a record short of the primary (which writes WAL of its own now and then): no timing is
 * asserted, only that it comes back.
 */
async function backOnReplica(routing: ReadRouting, reader?: Reader) {
  for (let tries = 0; tries < 200; tries++) {
    await routing.probe();
    if ((await routing.target(reader)) === 'replica') return;
    await Bun.sleep(100);
  }
  throw new Error('reads never went back to the replica');
}

const pauseReplay = () => standby.query('select pg_wal_replay_pause()');
const resumeReplay = () => standby.query('select pg_wal_replay_resume()');

const member = (id: string): Reader => ({ kind: 'member', id });

/** caught up, or a moment behind if the primary wrote something of its own just before the probe */
const SERVING = /^Read replica is serving reads \(\d+\.\d s behind\)\.$/;

describe('read replica', () => {
  it('sends reads to the replica while it is caught up, and the replica holds what the primary wrote', async () => {
    await addStudent('Aarav Replicated');
    await replicated('Aarav Replicated');
    const { routing, log } = await serverCopy(60);
    expect(routing.health()).toMatchObject({ state: 'up' });
    expect(await lookUp(routing, 'Aarav Replicated')).toEqual({ answeredBy: 'replica', found: 1 });
    expect(await lookUp(routing, 'Aarav Replicated', member(crypto.randomUUID()))).toEqual({ answeredBy: 'replica', found: 1 });
    expect(log).toHaveLength(1);
    expect(log[0]).toMatch(SERVING);
  });

  it("sends a member's reads after their own write to the primary until the replica has replayed it, on every server copy", async () => {
    const copyA = (await serverCopy(60)).routing;
    const copyB = (await serverCopy(60)).routing;
    const saver = member(crypto.randomUUID());
    const someoneElse = member(crypto.randomUUID());

    await pauseReplay();
    try {
      await addStudent('Diya Just Saved');
      await copyA.wrote(saver);

      // the replica has not replayed the write: others may read the older state from it…
      expect(await lookUp(copyA, 'Diya Just Saved', someoneElse)).toEqual({ answeredBy: 'replica', found: 0 });
      // …but the member who wrote reads it back, on the copy that took the write and on any other
      expect(await lookUp(copyA, 'Diya Just Saved', saver)).toEqual({ answeredBy: 'primary', found: 1 });
      expect(await lookUp(copyB, 'Diya Just Saved', saver)).toEqual({ answeredBy: 'primary', found: 1 });
    } finally {
      await resumeReplay();
    }
    await replicated('Diya Just Saved');
    await backOnReplica(copyB, saver);
    // replayed past the member's write: the replica serves them again, and it has their student
    expect(await lookUp(copyB, 'Diya Just Saved', saver)).toEqual({ answeredBy: 'replica', found: 1 });
  });

  it('skips a replica more than the limit behind until it catches up, with one log line each way', async () => {
    const { routing, log } = await serverCopy(1);
    await backOnReplica(routing);
    expect(await lookUp(routing, 'Aarav Replicated')).toEqual({ answeredBy: 'replica', found: 1 });
    const before = log.length;

    await pauseReplay();
    try {
      await addStudent('Kabir Behind');
      // past the 1 s limit (and a probe interval): the replica is behind by more than the limit allows
      await Bun.sleep(2_200);
      await routing.probe();
      expect(routing.health()).toMatchObject({ state: 'up' });
      expect(await lookUp(routing, 'Kabir Behind')).toEqual({ answeredBy: 'primary', found: 1 });
      expect(await lookUp(routing, 'Kabir Behind', member(crypto.randomUUID()))).toEqual({ answeredBy: 'primary', found: 1 });
    } finally {
      await resumeReplay();
    }
    await replicated('Kabir Behind');
    await backOnReplica(routing);
    expect(await lookUp(routing, 'Kabir Behind')).toEqual({ answeredBy: 'replica', found: 1 });

    expect(log[before - 1]).toMatch(SERVING);
    expect(log.slice(before)).toHaveLength(2);
    expect(log[before]).toMatch(/^Read replica is \d+\.\d s behind \(limit 1 s\); reads go to the primary until it catches up\.$/);
    expect(log[before + 1]).toMatch(SERVING);
  });

  it('answers from the primary while the replica is down, with one log line and no error, and goes back to it once it is up', async () => {
    const { routing, log } = await serverCopy(60);
    expect(await lookUp(routing, 'Aarav Replicated')).toEqual({ answeredBy: 'replica', found: 1 });
    expect(log).toHaveLength(1);

    await replica.stop();
    try {
      // reads before and after the next probe: the first may still pick the replica and meet it gone
      for (let read = 0; read < 8; read++) {
        expect(await lookUp(routing, 'Aarav Replicated')).toEqual({ answeredBy: 'primary', found: 1 });
        expect(await lookUp(routing, 'Aarav Replicated', member(crypto.randomUUID()))).toEqual({ answeredBy: 'primary', found: 1 });
        await Bun.sleep(300);
      }
      expect(routing.health()).toMatchObject({ state: 'down' });
      expect(log.slice(1)).toHaveLength(1);
      expect(log[1]).toMatch(/^Read replica unreachable \(.+\); reads go to the primary until it answers\.$/);
    } finally {
      await replica.start();
      await standby.end().catch(() => {});
      standby = await connectStandby();
    }

    await backOnReplica(routing);
    expect(await lookUp(routing, 'Aarav Replicated')).toEqual({ answeredBy: 'replica', found: 1 });
  });
});

describe('write positions, shared by server copies', () => {
  const laterWriteKeepsItsPlace = async (copyA: WritePositions, copyB: WritePositions) => {
    const actor = `member:${crypto.randomUUID()}`;
    expect(await copyB.recall(actor)).toBeUndefined();
    await addStudent(`Position ${actor}`);
    await copyA.remember(actor);
    const first = (await copyB.recall(actor))!;
    const [{ lsn }] = await primaryOrm.em.fork().execute<{ lsn: string }[]>('select pg_current_wal_insert_lsn()::text as lsn');
    expect(first).toBeGreaterThan(0n);
    expect(first <= parseLsn(lsn)).toBe(true);
    // a later write recorded by the other copy moves the position on; an earlier position never moves it back
    await addStudent(`Position 2 ${actor}`);
    await copyB.remember(actor);
    const second = (await copyA.recall(actor))!;
    expect(second > first).toBe(true);
    return { actor, second };
  };

  it('in PostgreSQL (the primary), without REDIS_URL', async () => {
    await laterWriteKeepsItsPlace(createPostgresWritePositions(primaryOrm), createPostgresWritePositions(primaryOrm));
  });

  it('in Redis, with REDIS_URL: the greater position wins whichever copy writes last', async () => {
    const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    const prefix = `test:${crypto.randomUUID()}:`;
    const copyA = createRedisWritePositions(primaryOrm, url, prefix);
    const copyB = createRedisWritePositions(primaryOrm, url, prefix);
    try {
      const { actor, second } = await laterWriteKeepsItsPlace(copyA, copyB);
      // a copy that read the WAL position before the other copy's write, and stores it after, does not win
      const redis = new (await import('ioredis')).default(url);
      await redis.set(`${prefix}${actor}`, formatLsn(second + 1000n));
      await copyA.remember(actor);
      expect(await copyB.recall(actor)).toBe(second + 1000n);
      expect(await redis.pttl(`${prefix}${actor}`)).toBeGreaterThan(0);
      await redis.quit();
    } finally {
      await copyA.close();
      await copyB.close();
    }
  });
});

describe('the server with DATABASE_READ_URL', () => {
  let server: RunningServer;

  /** the same, skipping a replica more than 1 s behind */
  let lagging: RunningServer;

  beforeAll(async () => {
    server = await startServer({ DATABASE_URL: primaryUrl, DATABASE_READ_URL: replicaUrl, DATABASE_READ_MAX_LAG_SECONDS: '60', SEED_STUDENTS: '20' });
    lagging = await startServer({ DATABASE_URL: primaryUrl, DATABASE_READ_URL: replicaUrl, DATABASE_READ_MAX_LAG_SECONDS: '1', SEED_STUDENTS: '20' });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await lagging?.stop();
  });

  it('starts with the replica in use and keeps a member who saved on the primary for their next read, on another copy too', async () => {
    expect(server.output()).toContain('Read replica at DATABASE_READ_URL: up');
    const saver = await createMember(primaryOrm);
    const positions = () => primaryOrm.em.fork().execute<{ actor: string }[]>('select actor from read_your_writes where actor = ?', [`member:${saver.id}`]);
    expect(await positions()).toEqual([]);
    const { routing: otherCopy } = await serverCopy(60);

    await pauseReplay();
    try {
      const created = await fetch(`${server.url}/api/website/collections`, {
        method: 'POST',
        headers: { authorization: `Bearer ${saver.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Replica Shortlist' }),
      });
      expect(created.status).toBe(200);
      // the server recorded where the primary's WAL stood after the member's write…
      expect(await positions()).toEqual([{ actor: `member:${saver.id}` }]);
      // …so another copy sends the member's read of their collections to the primary, which has the new one
      const mine = await otherCopy.read(
        async (em) => {
          const [row] = await em.execute<{ on_replica: boolean; names: string[] }[]>(
            'select pg_is_in_recovery() as on_replica, array(select name from collections where user_id = ? order by name) as names',
            [saver.id],
          );
          return row;
        },
        { kind: 'member', id: saver.id },
      );
      expect(mine).toEqual({ on_replica: false, names: expect.arrayContaining(['Replica Shortlist']) });
    } finally {
      await resumeReplay();
    }
  });

  const call = (base: RunningServer, path: string, token: string, init: RequestInit = {}) =>
    fetch(`${base.url}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(init.headers ?? {}) } });
  /** The names a member's catalogue search finds (searches are never shared between members: always a fresh read). */
  const portalSearch = async (base: RunningServer, token: string, term: string) => {
    const response = await call(base, `/api/public/students?search=${encodeURIComponent(term)}&limit=20`, token);
    expect(response.status).toBe(200);
    return ((await response.json()) as { students: { studentName: string }[] }).students.map((s) => s.studentName);
  };
  const studentId = async (name: string) =>
    (await primaryOrm.em.fork().execute<{ id: string }[]>('select id from students where student_name = ?', [name]))[0]!.id;

  it("serves the portal list, the admin list and the admin export from the replica, and a member's saved list after a save from the primary", async () => {
    const reader = await createMember(primaryOrm);
    const saver = await createMember(primaryOrm, { premium: true });
    const admin = await createAdmin(primaryOrm);
    await addStudent('Meera Saved Before');
    await replicated('Meera Saved Before');
    const toSave = await studentId('Meera Saved Before');

    await pauseReplay();
    try {
      await addStudent('Ishaan Onlyonprimary');
      // the primary has the student; the replica, which serves these reads, has not replayed it
      expect(await portalSearch(server, reader.token, 'Onlyonprimary')).toEqual([]);
      const adminList = await call(server, '/api/students?search=Onlyonprimary&page=1&limit=10', admin.token);
      expect(((await adminList.json()) as { students: unknown[] }).students).toEqual([]);
      const exported = await (await call(server, '/api/students/export/csv', admin.token)).text();
      expect(exported).toContain('Meera Saved Before');
      expect(exported).not.toContain('Ishaan Onlyonprimary');

      // the saver's own write keeps their next reads on the primary, though the replica lacks it
      const saved = await call(server, '/api/website/saved-students', saver.token, {
        method: 'POST',
        headers: { 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({ studentId: toSave }),
      });
      expect(saved.status).toBe(200);
      const list = await call(server, '/api/website/saved-students', saver.token);
      expect(((await list.json()) as { savedStudents: { studentId: string }[] }).savedStudents.map((s) => s.studentId)).toEqual([toSave]);
      // and so do their catalogue reads: the primary has the student added meanwhile
      expect(await portalSearch(server, saver.token, 'Onlyonprimary')).toEqual(['Ishaan Onlyonprimary']);
    } finally {
      await resumeReplay();
    }
    await replicated('Ishaan Onlyonprimary');
    expect(await portalSearch(server, reader.token, 'Onlyonprimary')).toEqual(['Ishaan Onlyonprimary']);
  });

  it('skips a replica more than DATABASE_READ_MAX_LAG_SECONDS behind: the list comes from the primary', async () => {
    const reader = await createMember(primaryOrm);
    await pauseReplay();
    try {
      await addStudent('Kavya Laggingreplica');
      // past the 1 s limit and the 3 s a "usable" state is trusted: the next read waits for a fresh probe
      await Bun.sleep(3_500);
      expect(await portalSearch(lagging, reader.token, 'Laggingreplica')).toEqual(['Kavya Laggingreplica']);
      expect(await portalSearch(server, reader.token, 'Laggingreplica')).toEqual([]);
      expect(lagging.output()).toMatch(/Read replica is \d+\.\d s behind \(limit 1 s\)/);
    } finally {
      await resumeReplay();
    }
  });

  it('answers from the primary, with no error, while the replica is down', async () => {
    const reader = await createMember(primaryOrm);
    const admin = await createAdmin(primaryOrm);
    await replica.stop();
    try {
      await addStudent('Rohan Replicadown');
      expect(await portalSearch(server, reader.token, 'Replicadown')).toEqual(['Rohan Replicadown']);
      const exported = await call(server, '/api/students/export/csv', admin.token);
      expect(exported.status).toBe(200);
      expect(await exported.text()).toContain('Rohan Replicadown');
      expect(server.output()).toContain('Read replica unreachable');
    } finally {
      await replica.start();
      await standby.end().catch(() => {});
      standby = await connectStandby();
    }
  });
});
