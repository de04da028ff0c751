import type { Clock } from '@platform/kernel/clock';
import { isoDay } from '../domain/consent';
import { latestExpiredYear, RETENTION_NOTICE_HOURS, retentionDate, retentionStep } from '../domain/retention';
import type { RetentionCandidate, RetentionCandidates, RetentionEraser, RetentionNotices, RetentionNoticeSender, RunLock } from './ports/retention.port';

export type RetentionDeps = {
  candidates: RetentionCandidates;
  notices: RetentionNotices;
  sender: RetentionNoticeSender;
  erase: RetentionEraser;
  lock: RunLock;
  clock: Clock;
  /** RETENTION_ADMISSION_CYCLES */
  cycles: number;
  batchSize?: number;
};

export type RetentionOutcome = { studentId: string; retentionDate: string };

export type RetentionReport = {
  /** false: another copy was running; nothing was done */
  ran: boolean;
  dryRun: boolean;
  noticed: RetentionOutcome[];
  erased: RetentionOutcome[];
  /** noticed less than 48 hours ago: erased by a later run */
  waiting: number;
  failed: (RetentionOutcome & { reason: string })[];
};

/**
 * The retention run (ADR 0019): every record past its retention date gets a notice where the student can be
 * reached, and is erased once the notice is 48 hours old (at once when there is nowhere to send one). Walks the
 * candidates by id in batches; one run at a time (`lock`). A dry run reports what it would do and changes nothing.
 */
export async function runRetention(deps: RetentionDeps, options: { dryRun?: boolean } = {}): Promise<RetentionReport> {
  const dryRun = options.dryRun ?? false;
  const outcome = await deps.lock.tryRun(() => sweep(deps, dryRun));
  if (!outcome.ran) return { ran: false, dryRun, noticed: [], erased: [], waiting: 0, failed: [] };
  return outcome.value;
}

async function sweep(deps: RetentionDeps, dryRun: boolean): Promise<RetentionReport> {
  const now = deps.clock.now();
  const latest = latestExpiredYear(isoDay(now), deps.cycles);
  const report: RetentionReport = { ran: true, dryRun, noticed: [], erased: [], waiting: 0, failed: [] };
  let afterId: string | null = null;
  for (;;) {
    const batch = await deps.candidates.pastRetention(latest, afterId, deps.batchSize ?? 200);
    if (batch.length === 0) return report;
    const sent = await deps.notices.sentAmong(batch.map((candidate) => candidate.id));
    for (const candidate of batch) {
      const noticeSentAt = sent.get(candidate.id) ?? null;
      const step = retentionStep({ reachable: deps.sender.channelFor(candidate) !== null, noticeSentAt }, now);
      const item = { studentId: candidate.id, retentionDate: retentionDate(candidate.passingYear, candidate.createdAt, deps.cycles) };
      if (step === 'wait') report.waiting += 1;
      else if (dryRun) (step === 'notify' ? report.noticed : report.erased).push(item);
      else await act(step, candidate, item, now, deps, report);
    }
    afterId = batch[batch.length - 1]!.id;
  }
}

async function act(
  step: 'notify' | 'erase',
  candidate: RetentionCandidate,
  item: RetentionOutcome,
  now: Date,
  deps: RetentionDeps,
  report: RetentionReport,
): Promise<void> {
  try {
    if (step === 'erase') {
      await deps.erase(candidate.id);
      report.erased.push(item);
      return;
    }
    // recorded first: a second run racing past the lock finds the row and does not send the notice again
    const channel = deps.sender.channelFor(candidate);
    if (!channel) return;
    if (!(await deps.notices.claim({ studentId: candidate.id, channel, retentionDate: item.retentionDate, sentAt: now }))) return;
    const eraseFrom = new Date(now.getTime() + RETENTION_NOTICE_HOURS * 3_600_000);
    try {
      await deps.sender.send(candidate, channel, item.retentionDate, eraseFrom);
    } catch (error) {
      await deps.notices.release(candidate.id);
      throw error;
    }
    report.noticed.push(item);
  } catch (error) {
    report.failed.push({ ...item, reason: error instanceof Error ? error.message : String(error) });
  }
}
