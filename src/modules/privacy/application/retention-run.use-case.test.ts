import { describe, expect, test } from 'bun:test';
import type { RetentionCandidate, RetentionNotice } from './ports/retention.port';
import { runRetention, type RetentionDeps } from './retention-run.use-case';

const student = (id: string, email: string | null, passingYear = 2024): RetentionCandidate => ({
  id,
  name: `Student ${id}`,
  email,
  mobile: null,
  passingYear,
  createdAt: new Date('2024-01-01T00:00:00Z'),
});

function fakes(candidates: RetentionCandidate[], failFor: string[] = []) {
  const notices = new Map<string, RetentionNotice>();
  const sent: string[] = [];
  const erased: string[] = [];
  let now = new Date('2026-08-10T06:00:00Z');
  const deps: RetentionDeps = {
    candidates: {
      async pastRetention(latest, afterId, limit) {
        return candidates.filter((c) => !erased.includes(c.id) && (c.passingYear ?? 0) <= latest && (afterId === null || c.id > afterId)).slice(0, limit);
      },
    },
    notices: {
      sentAmong: async (ids) => new Map(ids.filter((id) => notices.has(id)).map((id) => [id, notices.get(id)!.sentAt])),
      claim: async (notice) => (notices.has(notice.studentId) ? false : (notices.set(notice.studentId, notice), true)),
      release: async (id) => void notices.delete(id),
    },
    sender: {
      channelFor: (c) => (c.email ? 'email' : null),
      async send(c) {
        if (failFor.includes(c.id)) throw new Error('SMTP refused');
        sent.push(c.id);
      },
    },
    erase: async (id) => void erased.push(id),
    lock: { tryRun: async (work) => ({ ran: true, value: await work() }) },
    clock: { now: () => now },
    cycles: 2,
    batchSize: 2,
  };
  return { deps, notices, sent, erased, later: (hours: number) => (now = new Date(now.getTime() + hours * 3_600_000)) };
}

describe('the retention run', () => {
  test('notices the reachable, erases the unreachable, leaves records still in retention alone, across batches', async () => {
    const f = fakes([student('a', 'a@example.in'), student('b', null), student('c', 'c@example.in', 2025), student('d', 'd@example.in')]);
    const report = await runRetention(f.deps);
    expect(report.noticed.map((item) => item.studentId)).toEqual(['a', 'd']);
    expect(report.erased).toEqual([{ studentId: 'b', retentionDate: '2026-07-31' }]);
    expect(f.sent).toEqual(['a', 'd']);
    f.later(48);
    const second = await runRetention(f.deps);
    expect(second.erased.map((item) => item.studentId)).toEqual(['a', 'd']);
    expect(f.sent).toEqual(['a', 'd']);
  });

  test('a notice that could not be sent is not kept: the student is tried again, not erased unwarned', async () => {
    const f = fakes([student('a', 'a@example.in')], ['a']);
    const report = await runRetention(f.deps);
    expect(report.failed).toEqual([{ studentId: 'a', retentionDate: '2026-07-31', reason: 'SMTP refused' }]);
    expect(f.notices.size).toBe(0);
    f.later(72);
    expect((await runRetention(f.deps)).erased).toEqual([]);
    expect(f.erased).toEqual([]);
  });

  test('a dry run changes nothing', async () => {
    const f = fakes([student('a', 'a@example.in'), student('b', null)]);
    const report = await runRetention(f.deps, { dryRun: true });
    expect(report).toMatchObject({ dryRun: true, noticed: [{ studentId: 'a' }], erased: [{ studentId: 'b' }] });
    expect([f.sent, f.erased, f.notices.size]).toEqual([[], [], 0]);
  });

  test('a run that does not get the lock does nothing', async () => {
    const f = fakes([student('b', null)]);
    const report = await runRetention({ ...f.deps, lock: { tryRun: async () => ({ ran: false }) } });
    expect(report.ran).toBe(false);
    expect(f.erased).toEqual([]);
  });
});
