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
