import type { Orm } from '@platform/db/orm';
import type { AppModule, ModuleDeps } from '@platform/module';
import { privacyRoutes } from './adapters/http/privacy.routes';
import { createConsentsRepository } from './adapters/persistence/consents.repository';
import { withdrawConsent } from './application/consent.use-cases';
import { provenanceColumns } from './adapters/persistence/provenance.sql';
import { consentFacts, isoDay, SHARING_PURPOSE } from './domain/consent';
import { SOURCE_LABELS } from './domain/consent.schema';
import { demoConsents, type DemoStudent } from './domain/demo-consents';
import type { PrivacyApi } from './contracts';
import { createRetentionNoticesRepository } from './adapters/persistence/retention-notices.repository';
import { advisoryRunLock, inProcessRunLock } from './adapters/persistence/run-lock';
import type { RetentionCandidates, RetentionEraser } from './application/ports/retention.port';
import { emailRetentionNotices } from './application/retention-notice';
import { type RetentionReport, runRetention } from './application/retention-run.use-case';

export type { RetentionReport } from './application/retention-run.use-case';

/** Registered with the ORM by the composition root: the module reads and writes its table with SQL only. */
export const privacyEntities = [];

/**
 * The trust layer (issue 16): provenance and consent of every student record. It depends on no other module; leads
 * asks it for each page it presents (the minor rule and the provenance), imports hands it the consents of new rows,
 * admin reads its counts.
 */
export function createPrivacyModule(deps: ModuleDeps): AppModule<PrivacyApi> {
  const consents = createConsentsRepository(deps.orm);
  const today = () => isoDay(deps.clock.now());
  const routes = privacyRoutes({ auth: deps.auth, consents, audit: deps.audit, clock: deps.clock });
  const api: PrivacyApi = {
    recordConsents: {
      async among(ids) {
        const day = today();
        const records = await consents.among(ids);
        return new Map(
          records.map((record) => {
            const facts = consentFacts(record, day);
            return [record.studentId, { ...facts, sourceLabel: facts.source ? SOURCE_LABELS[facts.source] : null }];
          }),
        );
      },
      today,
    },
    consentPredicate: (status, idColumn) => consents.predicate(status, idColumn),
    provenanceColumns,
    memberVisibility: (idColumn) => (deps.config.hideRecordsWithoutConsent ? consents.predicate('recorded', idColumn) : null),
    recordImported: (batchId, rows) =>
      consents.putMany(
        rows.map(({ studentId, consent }) => ({
          studentId,
          source: 'csv_import' as const,
          importBatchId: batchId,
          lawfulBasis: 'consent' as const,
          consentedBy: consent.consentedBy,
          consentDate: consent.consentDate,
          noticeVersion: consent.noticeVersion,
          purpose: SHARING_PURPOSE,
          expiresOn: consent.expiresOn,
        })),
      ),
    counts: () => consents.counts(),
    withdraw: (studentId, actor) => withdrawConsent(studentId, actor, { consents, audit: deps.audit, clock: deps.clock }),
  };
  return { routes, api };
}

/** The development seed's consents (domain/demo-consents.ts) for students just seeded; answers how many were recorded. */
export async function seedDemoConsents(orm: Orm, students: readonly DemoStudent[], today: string): Promise<number> {
  const repository = createConsentsRepository(orm);
  const { consents, withdrawn } = demoConsents(students, today);
  const written = await repository.putMany(consents);
  for (const id of withdrawn) await repository.withdraw(id, new Date(`${today}T09:00:00Z`));
  return written;
}

/**
 * The retention run (issue 16 §5, ADR 0019): notices, then erasures of records past retention. `candidates` comes from
 * leads, `erase` from admin (composed in src/retention-job.ts). One run at a time: a PostgreSQL advisory lock with
 * DATABASE_URL (`lockUrl`), within the process on the embedded PGlite.
 */
export function createRetentionRun(
  deps: Pick<ModuleDeps, 'orm' | 'clock' | 'mailer' | 'config'>,
  others: { candidates: RetentionCandidates; erase: RetentionEraser; lockUrl?: string; batchSize?: number },
): { run(options?: { dryRun?: boolean }): Promise<RetentionReport> } {
  const retention = {
    candidates: others.candidates,
    notices: createRetentionNoticesRepository(deps.orm),
    sender: emailRetentionNotices(deps.mailer, { publicUrl: deps.config.publicUrl, replyTo: deps.config.salesEmail }),
    erase: others.erase,
    lock: others.lockUrl ? advisoryRunLock(others.lockUrl) : inProcessRunLock(),
    clock: deps.clock,
    cycles: deps.config.retentionAdmissionCycles,
    batchSize: others.batchSize,
  };
  return { run: (options) => runRetention(retention, options) };
}
