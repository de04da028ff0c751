import { describe, expect, it } from 'bun:test';
import type { Orm } from './orm';
import { createReadRouting, PROBE_EVERY_MS, USABLE_STATE_TRUSTED_FOR_MS, type ReplicaConnection } from './read-replica';
import { parseLsn, type ReplicaProbe } from './replica-routing-rules';
import type { WritePositions } from './write-positions';

/** An ORM stand-in whose every query answers which database it is. */
const fakeOrm = (name: string, fail?: () => Error | undefined) =>
  ({
    em: {
      fork: () => ({
        execute: async () => {
          const error = fail?.();
          if (error) throw error;
          return [{ server: name }];
        },
      }),
    },
  }) as unknown as Orm;

const serverOf = (em: { execute(sql: string): Promise<unknown> }) => em.execute('select 1').then((rows) => (rows as { server: string }[])[0]!.server);

const caughtUp: ReplicaProbe = {
  reachable: true,
  inRecovery: true,
  replayedLsn: parseLsn('0/5000'),
  primaryFlushedLsn: parseLsn('0/5000'),
  secondsSinceLastReplayedCommit: 0.1,
};
const behind = (seconds: number): ReplicaProbe => ({ ...caughtUp, primaryFlushedLsn: parseLsn('0/6000'), secondsSinceLastReplayedCommit: seconds });

function setUp(options: { probes: ReplicaProbe[]; failReplica?: () => Error | undefined; positions?: Map<string, bigint> }) {
  let clock = 1_000_000;
  let probes = 0;
  const replica: ReplicaConnection = {
    orm: fakeOrm('replica', options.failReplica),
    async probe() {
      probes += 1;
      return options.probes[Math.min(probes - 1, options.probes.length - 1)]!;
    },
    async close() {},
  };
  const stored = options.positions ?? new Map<string, bigint>();
  const positions: WritePositions = {
    async remember(actor) {
      stored.set(actor, parseLsn('0/5800'));
    },
    recall: async (actor) => stored.get(actor),
    async close() {},
  };
  const log: string[] = [];
  const routing = createReadRouting({ primary: fakeOrm('primary'), replica, positions, maxLagSeconds: 10, log: (line) => log.push(line), now: () => clock });
  return { routing, log, probes: () => probes, advance: (ms: number) => (clock += ms) };
}

describe('read routing', () => {
  it('reads from the primary until the first probe has answered', async () => {
    const { routing } = setUp({ probes: [caughtUp] });
    expect(await routing.target()).toBe('primary');
    await routing.probe();
    expect(await routing.read(serverOf)).toBe('replica');
  });

  it('probes at most once per interval however many reads come', async () => {
    const { routing, probes, advance } = setUp({ probes: [caughtUp] });
    await routing.probe();
    for (let i = 0; i < 50; i++) await routing.read(serverOf);
    expect(probes()).toBe(1);
    advance(PROBE_EVERY_MS);
    for (let i = 0; i < 50; i++) await routing.read(serverOf);
    expect(probes()).toBe(2);
  });

  it('does not trust an old "serving" state after a quiet spell: the read waits for a fresh probe', async () => {
    const { routing, advance } = setUp({ probes: [caughtUp, behind(30)] });
    await routing.probe();
    advance(USABLE_STATE_TRUSTED_FOR_MS);
    // the replica fell 30 s behind while nobody read: this read must not go to it
    expect(await routing.read(serverOf)).toBe('primary');
  });

  it('sends a reader who wrote to the primary until the replica is past their write, others to the replica', async () => {
    const { routing } = setUp({ probes: [caughtUp] });
    await routing.probe();
    await routing.wrote({ kind: 'member', id: 'm1' });
    expect(await routing.read(serverOf, { kind: 'member', id: 'm1' })).toBe('primary');
    expect(await routing.read(serverOf, { kind: 'admin', id: 'm1' })).toBe('replica');
    expect(await routing.read(serverOf, { kind: 'member', id: 'm2' })).toBe('replica');
  });

  it('answers from the primary when the replica fails under a read, and marks it down with one line', async () => {
    let gone = false;
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:56433'), { code: 'ECONNREFUSED' });
    const { routing, log } = setUp({ probes: [caughtUp], failReplica: () => (gone ? refused : undefined) });
    await routing.probe();
    gone = true;
    expect(await routing.read(serverOf)).toBe('primary');
    expect(await routing.read(serverOf)).toBe('primary');
    expect(routing.health()).toEqual({ state: 'down', reason: 'connect ECONNREFUSED 127.0.0.1:56433' });
    expect(log.slice(1)).toEqual(['Read replica unreachable (connect ECONNREFUSED 127.0.0.1:56433); reads go to the primary until it answers.']);
  });

  it('retries on the primary a read the standby cancelled for a recovery conflict, and passes other errors on', async () => {
    let error: Error | undefined = Object.assign(new Error('canceling statement due to conflict with recovery'), { code: '40001' });
    const { routing } = setUp({ probes: [caughtUp], failReplica: () => error });
    await routing.probe();
    expect(await routing.read(serverOf)).toBe('primary');
    expect(routing.health().state).toBe('up');
    error = Object.assign(new Error('column "nope" does not exist'), { code: '42703' });
    await expect(routing.read(serverOf)).rejects.toThrow('column "nope" does not exist');
  });

  it('logs a flapping replica at most six times a minute, and its settled state afterwards', async () => {
    const flapping = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? caughtUp : ({ reachable: false, reason: 'gone' } as const)));
    const { routing, log, advance } = setUp({ probes: [...flapping, caughtUp] });
    for (let i = 0; i < 20; i++) {
      await routing.probe();
      advance(PROBE_EVERY_MS);
    }
    expect(log).toHaveLength(6);
    advance(60_000);
    await routing.probe();
    // once the minute is over, the line says what is true now
    expect(log).toHaveLength(7);
    expect(log.at(-1)).toMatch(/^Read replica is serving reads/);
  });

  it('without a replica reads from the primary and records nothing', async () => {
    const routing = createReadRouting({ primary: fakeOrm('primary'), maxLagSeconds: 10 });
    expect(routing.hasReplica).toBe(false);
    expect(await routing.read(serverOf, { kind: 'member', id: 'm1' })).toBe('primary');
    await routing.wrote({ kind: 'member', id: 'm1' });
  });
});
