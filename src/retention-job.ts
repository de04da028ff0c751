/** Retention (ADR 0019): the run composed from privacy, leads and admin; the server's daily timer; `make retention`. */
import { createRetentionCandidates, prepareCatalogue } from './modules/leads';
import { createRetentionRun, type RetentionReport } from './modules/privacy';
import { commandDeps, moduleGraph } from './composition-root';
import { systemActor } from './platform/audit/audit-trail';
import type { Config } from './platform/config';
import type { Orm } from './platform/db/orm';
import { withSession } from './platform/db/session';
import { type Clock, systemClock } from './platform/kernel/clock';
import type { JobReport } from './platform/kernel/job-health';
import { type RepeatingJob, startRepeatingJob } from './platform/kernel/repeating-job';
import type { Mailer } from './platform/mail/mailer.port';
import type { SmsSender } from './platform/sms/sms-sender.port';

export type RetentionJobDeps = {
  orm: Orm;
  config: Config;
  mailer: Mailer;
  /** text messages: the notice to a record with a mobile number only (none: those are erased without one) */
  sms?: SmsSender;
  clock?: Clock;
  /** DATABASE_URL: the advisory lock's own connection (the embedded PGlite locks within the process) */
  lockUrl?: string;
  /** who erases, in the audit log */
  actorLabel: string;
  batchSize?: number;
};

export type RetentionJob = { run(options?: { dryRun?: boolean }): Promise<RetentionReport> };

export function createRetentionJob(deps: RetentionJobDeps): RetentionJob {
  const clock = deps.clock ?? systemClock;
  const erasure = moduleGraph(commandDeps(deps.orm, deps.config, { clock, mailer: deps.mailer })).admin;
  const actor = systemActor(deps.actorLabel);
  const retention = createRetentionRun(
    { orm: deps.orm, clock, mailer: deps.mailer, config: deps.config },
    {
      candidates: createRetentionCandidates(deps.orm),
      erase: async (id) => {
        await erasure.eraseStudent(id, actor);
      },
      sms: deps.sms,
      lockUrl: deps.lockUrl,
      batchSize: deps.batchSize,
    },
  );
  return {
    async run(options) {
      const report = await retention.run(options);
      // erasures delete rows: the page anchors are rebuilt now rather than at the next admin delete
      if (report.erased.length > 0) await prepareCatalogue(deps.orm);
      return report;
    },
  };
}

const DAY_MS = 24 * 3_600_000;

/** The server's daily run (RETENTION_DAILY_JOB): ten minutes after start, then every 24 hours; stopped on shutdown. */
export function scheduleRetention(job: RetentionJob, report: JobReport, log: Pick<Console, 'log'> = console): RepeatingJob {
  return startRepeatingJob(
    async () => {
      // ADR 0005: one session per run of a job
      const outcome = await withSession(() => job.run());
      report.succeeded();
      if (outcome.ran) log.log(`Retention: ${summary(outcome)}`);
    },
    // tried again tomorrow; the job health logs it once and /api/health lists it meanwhile
    { everyMs: DAY_MS, firstAfterMs: 10 * 60_000, onError: (error) => report.failed(error) },
  );
}

export const summary = (report: RetentionReport) =>
  `${report.noticed.length} ${report.dryRun ? 'to notify' : 'notified'}, ${report.erased.length} ${report.dryRun ? 'to erase' : 'erased'}, ` +
  `${report.waiting} waiting for their 48-hour notice, ${report.failed.length} failed.`;

/** `make retention [DRY_RUN=1]`: one run now, printing each student noticed or erased. */
export async function retentionCommand(deps: Omit<RetentionJobDeps, 'actorLabel'>, dryRun: boolean, log: Pick<Console, 'log' | 'error'> = console) {
  const report = await createRetentionJob({ ...deps, actorLabel: 'make retention' }).run({ dryRun });
  if (!report.ran) {
    log.error('Another retention run is in progress (the server or another make retention); nothing done.');
    return 1;
  }
  const [notified, erased] = dryRun ? ['would notify', 'would erase '] : ['notified', 'erased  '];
  for (const item of report.noticed) log.log(`${notified}  ${item.studentId}  (kept until ${item.retentionDate})`);
  for (const item of report.erased) log.log(`${erased}  ${item.studentId}  (kept until ${item.retentionDate})`);
  for (const item of report.failed) log.error(`failed    ${item.studentId}: ${item.reason}`);
  log.log(`Retention${dryRun ? ' (dry run, nothing changed)' : ''}: ${summary(report)}`);
  return report.failed.length > 0 ? 1 : 0;
}
