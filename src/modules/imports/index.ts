import { createUnitOfWork } from '@platform/db/unit-of-work';
import type { AnyElysia } from 'elysia';
import type { AuditTrail } from '@platform/audit/audit-trail';
import type { UnitOfWork } from '@platform/kernel/transaction';
import type { ModuleDeps, WebDeps } from '@platform/module';
import type { ImportBatchRepository } from './application/ports/import-batch.repository.port';
import type { AdminDirectory, MemberAdminApi } from '../identity/contracts';
import type { StudentAdminApi } from '../leads/contracts';
import type { CreditsApi } from '../credits/contracts';
import { refundNotices } from './application/refund-notices';
import type { PrivacyApi } from '../privacy/contracts';
import { importsRoutes as importRoutes } from './adapters/http/imports.routes';
import { csvRecords } from './adapters/csv/csv-records';
import { createImportBatchRepository } from './adapters/persistence/import-batch.repository';
import { importStudents } from './application/import-students.use-case';
import type { ImportsApi } from './contracts';
import { MAX_IMPORT_REQUEST_BYTES } from './domain/import-template';

/** The upload route may carry a bigger body than the app-wide cap (see platform/http/body-limit.ts). */
export const importsBodyLimits: Readonly<Record<string, number>> = {
  '/api/students/import': MAX_IMPORT_REQUEST_BYTES,
  '/api/students/import/preview': MAX_IMPORT_REQUEST_BYTES,
};

/** Registered with the ORM by the composition root; not for other modules. */
export const importsEntities = [];

type ImportsPorts = {
  students: StudentAdminApi;
  consents?: Pick<PrivacyApi, 'recordImported' | 'recordConsents' | 'suppressedAmong' | 'recordImportedDoNotContact' | 'dndAmong'>;
  /** docs/product.md, "Undo of an import": an undo refunds what members paid for the students it removes */
  credits: Pick<CreditsApi, 'paidForStudents' | 'refundStudentsWithin'>;
};
type ImportsInternals = ImportsPorts & { batches: ImportBatchRepository; unitOfWork: UnitOfWork; audit: AuditTrail };
export type ImportsModuleApi = ImportsApi & { internal: ImportsInternals };

/** CSV imports of students (the admin's upload and `make import`), their history and their undo. */
export function createImportsApi(deps: Pick<ModuleDeps, 'orm' | 'audit'>, others: ImportsPorts): ImportsModuleApi {
  const internal: ImportsInternals = { ...others, batches: createImportBatchRepository(deps.orm), unitOfWork: createUnitOfWork(deps.orm), audit: deps.audit };
  return {
    importFile: async ({ fileName, fileSize, uploadedBy, actor, content }) =>
      importStudents({ fileName, fileSize, uploadedBy, actor, records: csvRecords(content) }, internal),
    scrubWithin: (tx, values) => internal.batches.scrubWithin(tx, values),
    internal,
  };
}

/** The upload, preview, history, undo and export routes; the history names uploaders, an undo's e-mail its members. */
export function importsRoutes(
  api: ImportsModuleApi,
  web: WebDeps,
  others: {
    members: MemberAdminApi;
    admins: AdminDirectory;
    /** the refunded members' addresses, for the e-mail that tells them */
    mailAddresses: (ids: readonly string[]) => Promise<Map<string, { email: string; firstName: string }>>;
  },
): AnyElysia {
  const tellRefunded = refundNotices({ mailer: web.mailer, mailAddresses: others.mailAddresses, portalUrl: `${web.config.publicUrl}/profile` });
  return importRoutes({ ...api.internal, auth: web.auth, members: others.members, admins: others.admins, tellRefunded });
}
