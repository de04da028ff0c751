import * as v from 'valibot';
import { queryInt, searchTerm } from '@platform/http/schemas';

const RowError = v.object({ row: v.number(), message: v.string() });

/** docs/product.md, "Import dialog": the rows not imported, as CSV text the admin portal saves as a file */
const FailedRowsCsv = v.pipe(
  v.string(),
  v.description(
    "The rows not imported as CSV text (UTF-8, no BOM, CRLF): the columns `row` (spreadsheet row number) and `error` (the reason), then the file's own columns with the row's cells as uploaded. Cells starting with = + - @ tab or CR are prefixed with an apostrophe. Only the header line when every row imports.",
  ),
);

export const ImportUpload = v.object({ csvFile: v.file('Please choose a .csv file') });

export const ImportResponse = v.object({
  message: v.string(),
  imported: v.number(),
  /** rows not imported, each with its spreadsheet row number (header = row 1) */
  errors: v.array(RowError),
  /** a one-line summary when some rows failed, else null */
  error: v.nullable(v.string()),
  batchId: v.string(),
  status: v.picklist(['completed', 'partial', 'failed']),
  totalRecords: v.number(),
  failed: v.number(),
  failedRowsCsv: FailedRowsCsv,
});

export const ImportPreviewResponse = v.object({
  message: v.pipe(v.string(), v.description('one line, e.g. "2 of 3 rows can be imported"')),
  totalRecords: v.number(),
  valid: v.pipe(v.number(), v.description('rows the import would insert, if the catalogue does not change before it runs')),
  invalid: v.pipe(v.number(), v.description('rows that break a row rule, or whose student asked not to be imported again (suppressed)')),
  duplicate: v.pipe(v.number(), v.description('rows whose mobile number an earlier row of the file, or the catalogue, already holds')),
  /** the rows that would not be imported, each with its spreadsheet row number (header = row 1) */
  errors: v.array(RowError),
  failedRowsCsv: FailedRowsCsv,
});

export const BatchListQuery = v.object({
  page: queryInt(1, 1, 100_000, 'page'),
  limit: queryInt(10, 1, 100, 'limit'),
  search: searchTerm,
});

export const ImportBatchView = v.object({
  id: v.string(),
  originalFileName: v.string(),
  uploadedAt: v.string(),
  uploadedBy: v.nullable(v.string()),
  uploadedByUsername: v.nullable(v.string()),
  status: v.picklist(['completed', 'failed', 'partial', 'processing']),
  totalRecords: v.number(),
  successfulImports: v.number(),
  failedImports: v.number(),
  fileSize: v.number(),
  studentsRemaining: v.number(),
  notes: v.nullable(v.string()),
  errorDetails: v.array(RowError),
  undone: v.pipe(
    v.nullable(
      v.object({
        at: v.string(),
        byUsername: v.pipe(v.nullable(v.string()), v.description('null when the admin account is gone')),
        refundedMembers: v.number(),
        refundedCredits: v.number(),
      }),
    ),
    v.description('issue 25 §2: set once the import was undone; the batch stays listed'),
  ),
});

export const BatchList = v.object({ batches: v.array(ImportBatchView), page: v.number(), totalPages: v.number(), total: v.number() });

export const UndoResponse = v.object({
  message: v.string(),
  deletedStudents: v.number(),
  refundedMembers: v.pipe(v.number(), v.description('members given back what they paid for the removed students')),
  refundedCredits: v.number(),
});

export const UndoPreviewResponse = v.object({
  students: v.pipe(v.number(), v.description("the batch's students still in the catalogue, which the undo deletes")),
  membersToRefund: v.pipe(v.number(), v.description('members who paid for some of them (unlocked, saved or exported), each refunded')),
  creditsToRefund: v.number(),
});

export const TestAuthResponse = v.object({ success: v.literal(true), message: v.string() });

export { CsvFile } from '@platform/http/schemas';
