import { Elysia } from 'elysia';
import { actorOf, type AuditTrail } from '@platform/audit/audit-trail';
import type { AuthPlugin } from '@platform/http/auth';
import { csvText } from '@platform/http/csv-download';
import { ErrorResponse } from '@platform/http/schemas';
import type { UnitOfWork } from '@platform/kernel/transaction';
import type { StudentAdminApi } from '@modules/leads/contracts';
import type { PrivacyApi } from '@modules/privacy/contracts';
import type { ImportBatchRepository } from '@modules/imports/application/ports/import-batch.repository.port';
import { importUpload } from '@modules/imports/application/import-upload.use-case';
import { previewImport } from '@modules/imports/application/preview-import.use-case';
import type { FailedRowsTable } from '@modules/imports/domain/failed-rows';
import { importSummary, previewSummary } from '@modules/imports/domain/import-outcome';
import { MAX_IMPORT_BYTES, MAX_IMPORT_COLUMNS, MAX_IMPORT_RECORDS, TEMPLATE_HEADERS } from '@modules/imports/domain/import-template';
import { csvRecords } from '../csv/csv-records';
import { ImportPreviewResponse, ImportResponse, ImportUpload } from './imports.schemas';

type Deps = {
  auth: AuthPlugin;
  students: Pick<StudentAdminApi, 'insertImported' | 'idsOfMobiles' | 'existingMobiles'>;
  consents?: Pick<PrivacyApi, 'recordImported' | 'suppressedAmong' | 'recordImportedDoNotContact'>;
  batches: ImportBatchRepository;
  unitOfWork: UnitOfWork;
  audit: AuditTrail;
};

const denied = { 401: ErrorResponse, 403: ErrorResponse };
const refused = { 400: ErrorResponse, 413: ErrorResponse, ...denied };
const csv = (table: FailedRowsTable) => csvText(table.headers, table.rows);
const RULES =
  `UTF-8 text (a UTF-8 or UTF-16LE BOM is accepted), the template's ${TEMPLATE_HEADERS.length} columns, at most ${MAX_IMPORT_COLUMNS} columns and ` +
  `${MAX_IMPORT_RECORDS.toLocaleString('en-IN')} records. A larger file or request answers 413; a file that is not valid CSV, a wrong header or ` +
  'too many records refuse the whole file (400, nothing imported); a bad row (wrong cell count, control characters, not UTF-8, invalid field) is reported by its row number and skipped.';

const FAILED_ROWS =
  '`failedRowsCsv` holds the rows not imported, which the admin portal saves as a file to correct and upload again (without its first two columns): ' +
  'it travels in the answer rather than behind an endpoint because the uploaded file is not kept, and a later check of it would call the rows just imported duplicates.';

/** The upload (docs/product.md, "Import dialog": with its dry run first). Mounted under imports' /api. */
export const uploadRoutes = (deps: Deps) =>
  new Elysia({ name: 'imports.upload-routes' })
    .use(deps.auth)
    .post(
      '/students/import/preview',
      async ({ body }) => {
        const file = body.csvFile;
        const preview = await previewImport({ fileName: file.name, fileSize: file.size, records: csvRecords(file.stream()) }, deps);
        const { failedRows, ...counts } = preview;
        return { message: previewSummary(counts.valid, counts.totalRecords), ...counts, failedRowsCsv: csv(failedRows) };
      },
      {
        admin: true,
        body: ImportUpload,
        parse: 'formdata',
        response: { 200: ImportPreviewResponse, ...refused },
        detail: {
          operationId: 'previewStudentImport',
          tags: ['Admin: imports'],
          summary: 'Checks a students CSV as the import would, and writes nothing (issue 25 §8)',
          description:
            'The dry run of POST /api/students/import, with the same checks (header, row rules, duplicates within the file and against the catalogue, suppressed contacts) and the same refusals, ' +
            'answering counts: total = valid + invalid + duplicate. Nothing is written: no batch, no students, no audit row. The admin portal shows these counts before "Import N students". ' +
            'The catalogue may change between the preview and the import; the import then reports the difference. ' +
            `${FAILED_ROWS} ${RULES}`,
        },
      },
    )
    .post(
      '/students/import',
      async ({ body, admin }) => {
        const file = body.csvFile;
        // csvRecords reads nothing until the use case has accepted the file
        const result = await importUpload(
          { fileName: file.name, fileSize: file.size, uploadedBy: admin.id, actor: actorOf(admin), records: csvRecords(file.stream()) },
          deps,
        );
        return {
          message: importSummary(result.imported, result.totalRecords),
          imported: result.imported,
          errors: result.errors,
          error: result.failed > 0 ? `${result.failed} of ${result.totalRecords} rows were not imported` : null,
          batchId: result.batchId,
          status: result.status as 'completed' | 'partial' | 'failed',
          totalRecords: result.totalRecords,
          failed: result.failed,
          failedRowsCsv: csv(result.failedRows),
        };
      },
      {
        admin: true,
        body: ImportUpload,
        parse: 'formdata',
        response: { 200: ImportResponse, ...refused },
        detail: {
          operationId: 'importStudents',
          tags: ['Admin: imports'],
          summary: `Imports a students CSV (multipart field csvFile, .csv, at most ${MAX_IMPORT_RECORDS.toLocaleString('en-IN')} records and ${MAX_IMPORT_BYTES / 1024 / 1024} MB)`,
          description: `${RULES} ${FAILED_ROWS}`,
        },
      },
    );
