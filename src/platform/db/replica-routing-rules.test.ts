import { describe, expect, it } from 'bun:test';
import { formatLsn, healthChangeMessage, healthOf, parseLsn, readTarget, replicaLagSeconds, type ReplicaHealth } from './replica-routing-rules';

const lsn = parseLsn;
const up = (replayed: string, lagSeconds: number): ReplicaHealth => ({ state: 'up', replayedLsn: lsn(replayed), lagSeconds });

describe('WAL positions', () => {
  it('reads pg_lsn text as a number that orders positions the way PostgreSQL does', () => {
    expect(lsn('0/0')).toBe(0n);
    expect(lsn('0/16B3748')).toBe(0x16b3748n);
    expect(lsn('1/0')).toBe(1n << 32n);
    // the high half outweighs any low half: comparing the text would get this one wrong
    expect(lsn('1/0') > lsn('0/FFFFFFFF')).toBe(true);
    expect(lsn('A/10') > lsn('9/FFFFFFF0')).toBe(true);
    expect(lsn('16/b374d848')).toBe(lsn('16/B374D848'));
  });

  it('refuses what is not a position', () => {
    expect(() => lsn('')).toThrow(/Not a WAL position/);
    expect(() => lsn('16-B374D848')).toThrow(/Not a WAL position/);
    expect(() => lsn('123456789/0')).toThrow(/Not a WAL position/);
  });

  it('writes positions zero-padded, so that the text compares like the numbers (Redis keeps them as text)', () => {
    expect(formatLsn(lsn('0/16B3748'))).toBe('00000000/016B3748');
    expect(lsn(formatLsn(lsn('A/10')))).toBe(lsn('A/10'));
    const positions = ['9/FFFFFFF0', 'A/10', '0/FFFFFFFF', '1/0', '0/5'].map(lsn);
    const byText = [...positions].sort((a, b) => (formatLsn(a) < formatLsn(b) ? -1 : 1));
    const byNumber = [...positions].sort((a, b) => (a < b ? -1 : 1));
    expect(byText).toEqual(byNumber);
  });
});

describe('replica lag', () => {
  const probe = (fields: { replayed?: string; received?: string; primary?: string; since?: number }) => ({
    reachable: true as const,
    inRecovery: true,
    replayedLsn: fields.replayed ? lsn(fields.replayed) : undefined,
    receivedLsn: fields.received ? lsn(fields.received) : undefined,
    primaryFlushedLsn: fields.primary ? lsn(fields.primary) : undefined,
    secondsSinceLastReplayedCommit: fields.since,
  });

  it('is zero when the replica has replayed all the primary had flushed, however long ago the last commit was', () => {
    expect(replicaLagSeconds(probe({ replayed: '0/3000', primary: '0/3000', since: 3_600 }))).toBe(0);
    expect(replicaLagSeconds(probe({ replayed: '0/3100', primary: '0/3000', since: 3_600 }))).toBe(0);
  });

  it('is the time since the last replayed commit when the replica is short of the primary', () => {
    expect(replicaLagSeconds(probe({ replayed: '0/3000', received: '0/3000', primary: '0/4000', since: 12.5 }))).toBe(12.5);
  });

  it('without the primary, compares the replica with what it has received', () => {
    expect(replicaLagSeconds(probe({ replayed: '0/3000', received: '0/3000', since: 50 }))).toBe(0);
    expect(replicaLagSeconds(probe({ replayed: '0/3000', received: '0/5000', since: 50 }))).toBe(50);
  });

  it('is unknown (infinite) when nothing was ever replayed', () => {
    expect(replicaLagSeconds(probe({ primary: '0/3000', since: 1 }))).toBe(Number.POSITIVE_INFINITY);
    expect(replicaLagSeconds(probe({ replayed: '0/2000', primary: '0/3000' }))).toBe(Number.POSITIVE_INFINITY);
  });

  it('never reads from a server that is not a standby', () => {
    expect(healthOf({ reachable: true, inRecovery: false, primaryFlushedLsn: lsn('0/3000') })).toEqual({ state: 'not-standby' });
    expect(healthOf({ reachable: false, reason: 'connect ECONNREFUSED' })).toEqual({ state: 'down', reason: 'connect ECONNREFUSED' });
    expect(healthOf(probe({ replayed: '0/3000', primary: '0/4000', since: 4 }))).toEqual(up('0/3000', 4));
  });
});

describe('where a read goes', () => {
  it('goes to the replica while it is at most the limit behind, to the primary past it', () => {
    expect(readTarget(up('0/3000', 0), 10)).toBe('replica');
    expect(readTarget(up('0/3000', 10), 10)).toBe('replica');
    expect(readTarget(up('0/3000', 10.01), 10)).toBe('primary');
    expect(readTarget(up('0/3000', Number.POSITIVE_INFINITY), 10)).toBe('primary');
  });

  it('goes to the primary while the replica is unknown, down or not a standby', () => {
    expect(readTarget({ state: 'unknown' }, 10)).toBe('primary');
    expect(readTarget({ state: 'down', reason: 'gone' }, 10)).toBe('primary');
    expect(readTarget({ state: 'not-standby' }, 10)).toBe('primary');
  });

  it("keeps a reader on the primary until the replica has replayed past the reader's own last write", () => {
    const replica = up('5/00000100', 0.2);
    expect(readTarget(replica, 10, lsn('5/00000200'))).toBe('primary');
    expect(readTarget(replica, 10, lsn('5/00000100'))).toBe('replica');
    expect(readTarget(replica, 10, lsn('4/FFFFFFFF'))).toBe('replica');
    // someone else's write does not hold this reader back
    expect(readTarget(replica, 10, undefined)).toBe('replica');
  });
});

describe('log lines', () => {
  it('says one thing when the state changes, nothing while it stays', () => {
    expect(healthChangeMessage({ state: 'unknown' }, up('0/1', 0), 10)).toBe('Read replica is serving reads (0.0 s behind).');
    expect(healthChangeMessage(up('0/1', 0), up('0/2', 3), 10)).toBeUndefined();
    expect(healthChangeMessage(up('0/1', 0), { state: 'down', reason: 'connect ECONNREFUSED 127.0.0.1:55433' }, 10)).toBe(
      'Read replica unreachable (connect ECONNREFUSED 127.0.0.1:55433); reads go to the primary until it answers.',
    );
    expect(healthChangeMessage({ state: 'down', reason: 'a' }, { state: 'down', reason: 'b' }, 10)).toBeUndefined();
    expect(healthChangeMessage(up('0/1', 0), up('0/1', 12.34), 10)).toBe(
      'Read replica is 12.3 s behind (limit 10 s); reads go to the primary until it catches up.',
    );
    expect(healthChangeMessage(up('0/1', 12), up('0/9', 0), 10)).toBe('Read replica is serving reads (0.0 s behind).');
    expect(healthChangeMessage({ state: 'unknown' }, { state: 'not-standby' }, 10)).toMatch(/not a standby/);
  });
});
