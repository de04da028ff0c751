import { Elysia } from 'elysia';
import { actorOf, type AuditTrail } from '@platform/audit/audit-trail';
import type { AuthPlugin } from '@platform/http/auth';
import { ErrorResponse, totalPages } from '@platform/http/schemas';
import type { UnitOfWork } from '@platform/kernel/transaction';
import type { AdminDirectory, MemberAdminApi } from '@modules/identity/contracts';
import type { StudentAdminApi } from '@modules/leads/contracts';
import type { CreditsApi, PaidForStudents } from '@modules/credits/contracts';
import type { PrivacyApi } from '@modules/privacy/contracts';
import { exportMembers } from '@modules/imports/application/export-members.use-case';
import { exportStudents, withConsents } from '@modules/imports/application/export-students.use-case';
import type { ImportBatchRepository } from '@modules/imports/application/ports/import-batch.repository.port';
import { CONSENT_TEMPLATE_HEADERS, CONSENT_TEMPLATE_SAMPLE_ROWS, TEMPLATE_HEADERS, TEMPLATE_SAMPLE_ROWS } from '@modules/imports/domain/import-template';
import { csvDownload, csvLinesDownload, csvText } from '@platform/http/csv-download';
import * as columns from '../csv/export-columns';
import { BatchList, BatchListQuery, CsvFile, TestAuthResponse } from './imports.schemas';
import { undoRoutes } from './undo.routes';
import { uploadRoutes } from './upload.routes';

type Deps = {
  auth: AuthPlugin;
  students: StudentAdminApi;
  members: MemberAdminApi;
  admins: AdminDirectory;
  batches: ImportBatchRepository;
  unitOfWork: UnitOfWork;
  audit: AuditTrail;
  consents?: Pick<PrivacyApi, 'recordImported' | 'recordConsents' | 'suppressedAmong' | 'recordImportedDoNotContact' | 'dndAmong'>;
  /** docs/product.md, "Undo of an import": an undo refunds what members paid for the removed students, and tells them */
  credits: Pick<CreditsApi, 'paidForStudents' | 'refundStudentsWithin'>;
  tellRefunded?: (refunds: readonly PaidForStudents[]) => Promise<void>;
};

const denied = { 401: ErrorResponse, 403: ErrorResponse };
const csvResponse = { 200: CsvFile, ...denied };

export const importsRoutes = (deps: Deps) =>
  new Elysia({ name: 'imports.routes', prefix: '/api' })
    .use(deps.auth)
    .use(undoRoutes(deps))
    .use(uploadRoutes(deps))
    .get(
      '/students/import-template',
      () =>
        new Response(csvText(TEMPLATE_HEADERS, TEMPLATE_SAMPLE_ROWS), {
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="students-import-template.csv"' },
        }),
      {
        admin: true,
        response: csvResponse,
        detail: { operationId: 'getStudentImportTemplate', tags: ['Admin: imports'], summary: 'The 21-column CSV template with 2 sample rows' },
      },
    )
    .get(
      '/students/import-template-with-consent',
      () =>
        new Response(csvText(CONSENT_TEMPLATE_HEADERS, CONSENT_TEMPLATE_SAMPLE_ROWS), {
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="students-import-template-with-consent.csv"' },
        }),
      {
        admin: true,
        response: csvResponse,
        detail: {
          operationId: 'getStudentImportTemplateWithConsent',
          tags: ['Admin: imports'],
          summary: 'The 21-column template plus the consent columns (consent_given_by, consent_date, privacy_notice_version, consent_expires_on)',
          description:
            'consent_given_by is student or guardian (parent is read as guardian); consent_date and consent_expires_on are YYYY-MM-DD; a blank privacy_notice_version means the notice in force. A row whose four consent cells are blank imports as "consent not recorded"; one that names a consent in part, or dates it in the future, is reported and not imported.',
        },
      },
    )
    .post('/students/test-auth', () => ({ success: true as const, message: 'Authenticated' }), {
      admin: true,
      response: { 200: TestAuthResponse, ...denied },
      detail: { operationId: 'testImportAuth', tags: ['Admin: imports'], summary: 'Checks the admin token before an upload' },
    })
    .get(
      '/students/import-batches',
      async ({ query }) => {
        const { batches, total } = await deps.batches.list(query);
        const [remaining, usernames] = await Promise.all([
          deps.students.remainingByBatch(batches.map((b) => b.id)),
          deps.admins.usernames(batches.flatMap((b) => [b.uploadedBy, b.undone?.by]).filter((id): id is string => Boolean(id))),
        ]);
        return {
          batches: batches.map((b) => ({
            id: b.id,
            originalFileName: b.fileName,
            uploadedAt: b.uploadedAt.toISOString(),
            uploadedBy: b.uploadedBy,
            uploadedByUsername: b.uploadedBy ? (usernames.get(b.uploadedBy) ?? null) : null,
            status: b.status,
            totalRecords: b.totalRecords,
            successfulImports: b.importedRecords,
            failedImports: b.errorRecords,
            fileSize: b.fileSize,
            studentsRemaining: remaining.get(b.id) ?? 0,
            notes: b.notes,
            errorDetails: b.errorDetails,
            undone: b.undone
              ? {
                  at: b.undone.at.toISOString(),
                  byUsername: b.undone.by ? (usernames.get(b.undone.by) ?? null) : null,
                  refundedMembers: b.undone.refundedMembers,
                  refundedCredits: b.undone.refundedCredits,
                }
              : null,
          })),
          page: query.page,
          totalPages: totalPages(total, query.limit),
          total,
        };
      },
      {
        admin: true,
        query: BatchListQuery,
        response: { 200: BatchList, ...denied },
        detail: {
          operationId: 'listImportBatches',
          tags: ['Admin: imports'],
          summary: 'Upload history, newest first',
          description:
            "`uploadedBy` is the uploading admin's id and `uploadedByUsername` their username; both are null for a file imported from the command line (`make import`).",
        },
      },
    )
    .get(
      '/students/export/csv',
      async ({ admin }) => {
        const file = await exportStudents(actorOf(admin), admin, columns.STUDENT_EXPORT_FIELD_LIST, deps, { provenance: true });
        return 'lines' in file
          ? csvLinesDownload('students.csv', columns.STUDENT_EXPORT_HEADERS_WITH_PROVENANCE, file.lines)
          : csvDownload('students.csv', columns.STUDENT_EXPORT_COLUMNS_WITH_PROVENANCE, withConsents(file.pages, deps.consents));
      },
      {
        admin: true,
        response: csvResponse,
        detail: {
          operationId: 'exportStudentsCsv',
          tags: ['Admin: imports'],
          summary: 'Every student as students.csv, streamed',
          description:
            'UTF-8 with BOM, one header row, then every student (in no particular order: the order of the table, which is what lets a million rows stream in seconds), each with its provenance and consent (provenance_source, consent_status, consent_given_by, consent_date), do_not_contact (true/false) and on_dnd_register_since (YYYY-MM-DD, empty when the mobile number is not on the DND register: promotional calls and SMS to such a number are not allowed, transactional ones are; TRAI TCCCPR 2018, amended 2025). Cells starting with = + - @ tab or CR are prefixed with an apostrophe.',
        },
      },
    )
    .get(
      '/website-users/export/csv',
      async ({ admin }) => csvDownload('website-users.csv', columns.MEMBER_EXPORT_COLUMNS, await exportMembers(actorOf(admin), deps)),
      {
        admin: true,
        response: csvResponse,
        detail: { operationId: 'exportWebsiteUsersCsv', tags: ['Admin: imports'], summary: 'Every member as website-users.csv, streamed' },
      },
    );
