import { Elysia } from 'elysia';
import { actorOf, type AuditTrail } from '@platform/audit/audit-trail';
import type { AuthPlugin } from '@platform/http/auth';
import { ErrorResponse, uuidParam } from '@platform/http/schemas';
import type { UnitOfWork } from '@platform/kernel/transaction';
import type { CreditsApi, PaidForStudents } from '@modules/credits/contracts';
import type { StudentAdminApi } from '@modules/leads/contracts';
import type { ImportBatchRepository } from '@modules/imports/application/ports/import-batch.repository.port';
import { previewUndo, undoImport } from '@modules/imports/application/undo-import.use-case';
import { UndoPreviewResponse, UndoResponse } from './imports.schemas';

type Deps = {
  auth: AuthPlugin;
  students: Pick<StudentAdminApi, 'deleteByBatch' | 'idsOfBatch'>;
  credits: Pick<CreditsApi, 'paidForStudents' | 'refundStudentsWithin'>;
  batches: ImportBatchRepository;
  unitOfWork: UnitOfWork;
  audit: AuditTrail;
  tellRefunded?: (refunds: readonly PaidForStudents[]) => Promise<void>;
};

const denied = { 401: ErrorResponse, 403: ErrorResponse };

/** docs/product.md, "Undo of an import": what undoing an import would do, and the undo (students deleted, members refunded, batch kept). Mounted under imports' /api. */
export const undoRoutes = (deps: Deps) =>
  new Elysia({ name: 'imports.undo-routes' })
    .use(deps.auth)
    .get('/students/import-batches/:id/undo-preview', async ({ params }) => previewUndo(params.id, deps), {
      admin: true,
      params: uuidParam,
      response: { 200: UndoPreviewResponse, 404: ErrorResponse, 409: ErrorResponse, ...denied },
      detail: {
        operationId: 'previewUndoImportBatch',
        tags: ['Admin: imports'],
        summary: 'What undoing an import would do: the students it deletes, and the members and credits it refunds',
      },
    })
    .delete(
      '/students/import-batches/:id',
      async ({ params, admin }) => {
        const receipt = await undoImport(params.id, actorOf(admin), deps);
        return { message: `Import undone: ${receipt.deletedStudents} students deleted`, ...receipt };
      },
      {
        admin: true,
        params: uuidParam,
        response: { 200: UndoResponse, 404: ErrorResponse, 409: ErrorResponse, ...denied },
        detail: {
          operationId: 'undoImportBatch',
          tags: ['Admin: imports'],
          summary: "Deletes an import's students and refunds what members paid for them, in one transaction; the batch stays listed as undone",
          description:
            'Each member who paid for some of the students (unlock, save, export) gets the credits back with one ledger row, and an e-mail. A second undo answers 409 IMPORT.ALREADY_UNDONE. GET …/undo-preview says beforehand what the undo would do.',
        },
      },
    );
