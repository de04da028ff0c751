import { Elysia } from 'elysia';
import * as v from 'valibot';
import type { AuthPlugin } from '@platform/http/auth';
import { ErrorResponse } from '@platform/http/schemas';
import type { CollectionsDeps } from '@modules/collections/application/deps';
import { quoteExport } from '@modules/collections/application/quote-export.use-case';
import { ExportSchema } from '@modules/collections/domain/saved-students.schema';

const ExportQuoteResponse = v.object({
  studentCount: v.pipe(v.number(), v.description('Rows the file would hold')),
  chargedStudents: v.pipe(v.number(), v.description('Rows shown in full, each charged the export price (0 for premium members)')),
  credits: v.pipe(v.number(), v.description('Exactly what POST /api/website/saved-students/export would charge now')),
});

/** The export's price before the export (ADR 0011: a preview before every charged action). */
export const exportQuoteRoutes = (deps: CollectionsDeps & { auth: AuthPlugin }) =>
  new Elysia({ name: 'collections.export-quote-routes', prefix: '/api/website/saved-students' })
    .use(deps.auth)
    .post('/export/quote', ({ member, body }) => quoteExport({ id: member.id, institutionId: member.institutionId, isPremium: member.isPremium }, body, deps), {
      verifiedMember: true,
      body: ExportSchema,
      response: { 200: ExportQuoteResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      detail: {
        operationId: 'quoteExportSavedStudents',
        tags: ['Saved students'],
        summary: 'What exporting this collection or these saved students would charge now (nothing is charged)',
      },
    });
