import * as v from 'valibot';
import { queryInt, searchTerm } from '@platform/http/schemas';

const RowError = v.object({ row: v.number(), message: v.string() });

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
