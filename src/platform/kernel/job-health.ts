import { type Clock, systemClock } from './clock';

/**
 * The background jobs a server copy runs (src/main.ts). Each reports the outcome of every run here, so that a failing
 * job is logged once, not once a second, and `/api/health` can say which one is failing.
 */
export const BACKGROUND_JOBS = ['webhook-deliveries', 'saved-search-digests', 'retention'] as const;
export type BackgroundJobName = (typeof BACKGROUND_JOBS)[number];

/** What a job is doing, as `/api/health` lists it. */
export type JobStatus = {
  name: BackgroundJobName;
  state: 'ok' | 'failing';
  /** failed runs in a row (0 while ok) */
  failures: number;
  /** when the present run of failures began */
  failingSince?: string;
};

/** One line for the log, and whether the error's stack follows it. */
export type JobLogLine = { level: 'error' | 'log'; text: string; stack: boolean };

type JobRecord = { failures: number; failingSince?: Date; cause?: string; remindedAt?: Date };

/** While a job keeps failing, one line every this long says it still is. */
export const STILL_FAILING_REMINDER_MS = 10 * 60_000;

/** The error's own words, on one line: what a reader of the log needs to see first. */
export function causeOf(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.split('\n')[0]!.trim().slice(0, 300) || 'unknown error';
}

const since = (from: Date, now: Date) => {
  const seconds = Math.round((now.getTime() - from.getTime()) / 1000);
  return seconds < 120 ? `${seconds} s` : `${Math.round(seconds / 60)} min`;
};

/**
 * The rule for one outcome of a job (pure): the job's record afterwards and what, if anything, to log. The first
 * failure of a run of failures is logged with its cause and its stack; later ones only when the cause changes or
 * every STILL_FAILING_REMINDER_MS; the first success after failures says the job recovered.
 */
export function recordOutcome(
  label: string,
  record: JobRecord,
  outcome: { ok: true } | { ok: false; cause: string },
  now: Date,
): { record: JobRecord; line?: JobLogLine } {
  if (outcome.ok) {
    if (record.failures === 0) return { record };
    return {
      record: { failures: 0 },
      line: { level: 'log', text: `${label} recovered after ${record.failures} failed run(s) in ${since(record.failingSince!, now)}.`, stack: false },
    };
  }
  const failures = record.failures + 1;
  if (record.failures === 0) {
    return {
      record: { failures, failingSince: now, cause: outcome.cause, remindedAt: now },
      line: { level: 'error', text: `${label} failed: ${outcome.cause} (retrying; /api/health lists it until it recovers)`, stack: true },
    };
  }
  const next = { ...record, failures, cause: outcome.cause };
  if (outcome.cause !== record.cause) {
    return { record: { ...next, remindedAt: now }, line: { level: 'error', text: `${label} still failing, now: ${outcome.cause}`, stack: false } };
  }
  if (now.getTime() - record.remindedAt!.getTime() >= STILL_FAILING_REMINDER_MS) {
    return {
      record: { ...next, remindedAt: now },
      line: { level: 'error', text: `${label} still failing: ${outcome.cause} (${failures} runs in ${since(record.failingSince!, now)})`, stack: false },
    };
  }
  return { record: next };
}

/** How long a job waits after `failures` failed runs in a row: doubling from `baseMs`, at most `maxMs`. */
export function retryDelayMs(failures: number, baseMs: number, maxMs: number): number {
  if (failures <= 0) return baseMs;
  return Math.min(maxMs, baseMs * 2 ** Math.min(failures, 30));
}

/** What one job reports after each run. */
export type JobReport = {
  succeeded(): void;
  failed(error: unknown): void;
  /** failed runs in a row, for the job's own back-off */
  readonly failures: number;
};

export type JobHealth = {
  /** The report of a job that has started; it is listed (ok) from now on. */
  job(name: BackgroundJobName, label: string): JobReport;
  statuses(): JobStatus[];
};

export function createJobHealth(options: { clock?: Clock; log?: Pick<Console, 'log' | 'error'> } = {}): JobHealth {
  const clock = options.clock ?? systemClock;
  const log = options.log ?? console;
  const records = new Map<BackgroundJobName, JobRecord>();

  const apply = (name: BackgroundJobName, label: string, outcome: { ok: true } | { ok: false; cause: string }, error?: unknown) => {
    const { record, line } = recordOutcome(label, records.get(name) ?? { failures: 0 }, outcome, clock.now());
    records.set(name, record);
    if (!line) return;
    log[line.level](line.text);
    if (line.stack && error instanceof Error && error.stack) log.error(error.stack);
  };

  return {
    job(name, label) {
      if (!records.has(name)) records.set(name, { failures: 0 });
      return {
        succeeded: () => apply(name, label, { ok: true }),
        failed: (error) => apply(name, label, { ok: false, cause: causeOf(error) }, error),
        get failures() {
          return records.get(name)?.failures ?? 0;
        },
      };
    },
    statuses() {
      return [...records].map(([name, record]) => ({
        name,
        state: record.failures > 0 ? ('failing' as const) : ('ok' as const),
        failures: record.failures,
        ...(record.failingSince ? { failingSince: record.failingSince.toISOString() } : {}),
      }));
    },
  };
}
