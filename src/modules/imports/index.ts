import { createUnitOfWork } from '@platform/db/unit-of-work';
import type { AppModule, ModuleDeps } from '@platform/module';
import type { AdminDirectory, MemberAdminApi } from '../identity/contracts';
import type { StudentAdminApi } from '../leads/contracts';
import type { CreditsApi } from '../credits/contracts';
import { refundNotices } from './application/refund-notices';
import type { PrivacyApi } from '../privacy/contracts';
import { importsRoutes } from './adapters/http/imports.routes';
import { csvRecords } from './adapters/csv/csv-records';
import { ImportBatchEntity } from './adapters/persistence/import-batch.entity';
import { createImportBatchRepository } from './adapters/persistence/import-batch.repository';
import { ImportHistoryEntity } from './adapters/persistence/import-history.entity';
import { importStudents } from './application/import-students.use-case';
import type { ImportsApi } from './contracts';
import { MAX_IMPORT_REQUEST_BYTES } from './domain/import-template';

/** The upload route may carry a bigger body than the app-wide cap (see platform/http/body-limit.ts). */
export const importsBodyLimits: Readonly<Record<string, number>> = {
  '/api/students/import': MAX_IMPORT_REQUEST_BYTES,
  '/api/students/import/preview': MAX_IMPORT_REQUEST_BYTES,
};

/** Registered with the ORM by the composition root; not for other modules. */
export const importsEntities = [ImportBatchEntity, ImportHistoryEntity];

export type ImportsModuleDeps = {
  students: StudentAdminApi;
  members: MemberAdminApi;
  admins: AdminDirectory;
  consents?: Pick<PrivacyApi, 'recordImported' | 'recordConsents' | 'suppressedAmong' | 'recordImportedDoNotContact'>;
  /** docs/product.md, "Undo of an import": an undo refunds what members paid for the students it removes */
  credits: Pick<CreditsApi, 'paidForStudents' | 'refundStudentsWithin'>;
  /** the refunded members' addresses, for the e-mail that tells them */
  mailAddresses: (ids: readonly string[]) => Promise<Map<string, { email: string; firstName: string }>>;
};

export function createImportsModule(deps: ModuleDeps, others: ImportsModuleDeps): AppModule<ImportsApi> {
  const own = { batches: createImportBatchRepository(deps.orm), unitOfWork: createUnitOfWork(deps.orm), audit: deps.audit };
  const tellRefunded = refundNotices({ mailer: deps.mailer, mailAddresses: others.mailAddresses, portalUrl: `${deps.config.publicUrl}/profile` });
  const routes = importsRoutes({ auth: deps.auth, ...others, ...own, tellRefunded });
  return {
    routes,
    api: {
      importFile: async ({ fileName, fileSize, uploadedBy, actor, content }) =>
        importStudents(
          { fileName, fileSize, uploadedBy, actor, records: csvRecords(content) },
          { students: others.students, consents: others.consents, ...own },
        ),
      scrubWithin: (tx, values) => own.batches.scrubWithin(tx, values),
    },
  };
}
