import { Elysia } from 'elysia';
import * as v from 'valibot';
import { actorOf } from '@platform/audit/audit-trail';
import type { AuthPlugin, MemberPrincipal } from '@platform/http/auth';
import { ErrorResponse, IdempotencyHeaders } from '@platform/http/schemas';
import type { CollectionsDeps } from '@modules/collections/application/deps';
import { exportSavedStudents } from '@modules/collections/application/export-saved-students.use-case';
import { listSavedStudents } from '@modules/collections/application/list-saved-students.use-case';
import { moveStudent, moveStudents } from '@modules/collections/application/move-students.use-case';
import { checkSaved, savedStatus, unsaveStudent, updateNotes } from '@modules/collections/application/saved-entries.use-case';
import { quoteSave } from '@modules/collections/application/quote-save.use-case';
import { saveStudents } from '@modules/collections/application/save-students.use-case';
import {
  BulkCheckSchema,
  BulkMoveSchema,
  BulkSaveSchema,
  ExportSchema,
  MoveSchema,
  NotesSchema,
  SaveQuoteSchema,
  SaveStudentSchema,
} from '@modules/collections/domain/saved-students.schema';
import {
  BulkCheckResponse,
  BulkMoveResponse,
  CheckResponse,
  MoveResponse,
  NotesResponse,
  SavedListQuery,
  SavedListResponse,
  SaveQuoteResponse,
  SaveResponse,
  StudentIdParam,
  UnsaveResponse,
} from './collections.schemas';

const tags = ['Saved students'];
const refusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
/** ADR 0021: a member pays from their institution's pool, naming the API key they came with */
const saver = (m: MemberPrincipal) => ({ id: m.id, isPremium: m.isPremium, institutionId: m.institutionId, apiKeyId: m.apiKey?.id });

export const savedStudentsRoutes = (deps: CollectionsDeps & { auth: AuthPlugin }) =>
  new Elysia({ name: 'saved-students.routes', prefix: '/api/website/saved-students' })
    .use(deps.auth)
    .get(
      '',
      async ({ member, query }) => {
        const list = await listSavedStudents(
          saver(member),
          { collectionId: query.collectionId && query.collectionId !== 'all' ? query.collectionId : null, limit: query.limit },
          deps,
        );
        // ADR 0022: the DND register's numbers left out on request (total still counts every saved student)
        return query.dnd === 'exclude' ? { ...list, savedStudents: list.savedStudents.filter((student) => !student.mobileDnd) } : list;
      },
      {
        // the saved list shows unlocked contacts: blocked for an unverified member, as the portal is (spec 001 §2)
        verifiedMember: true,
        query: SavedListQuery,
        response: { 200: SavedListResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
        detail: {
          operationId: 'listSavedStudents',
          tags,
          summary: "The member's saved students, newest first (optionally one collection; limit up to 1000); total counts them all",
        },
      },
    )
    .post(
      '',
      async ({ member, body, headers }) => ({
        success: true as const,
        ...(await saveStudents(
          saver(member),
          { studentIds: [body.studentId], collectionId: body.collectionId, notes: body.notes, single: true, idempotencyKey: headers['idempotency-key'] },
          deps,
        )),
      }),
      {
        verifiedMember: true,
        body: SaveStudentSchema,
        headers: IdempotencyHeaders,
        response: { 200: SaveResponse, 402: ErrorResponse, ...refusals },
        detail: {
          operationId: 'saveStudent',
          tags,
          summary: 'Save one unlocked student into an active collection (default collection when none given); 1 credit for every member, premium included',
          description:
            '403 when the student is locked (unlock first), 404 when the collection is archived or not yours, 409 when already saved, 402 when credits are short. A retry with the same Idempotency-Key answers the first result and is not charged again.',
        },
      },
    )
    .post(
      '/bulk',
      async ({ member, body, headers }) => ({
        success: true as const,
        ...(await saveStudents(
          saver(member),
          { studentIds: body.studentIds, collectionId: body.collectionId, notes: body.notes, single: false, idempotencyKey: headers['idempotency-key'] },
          deps,
        )),
      }),
      {
        verifiedMember: true,
        body: BulkSaveSchema,
        headers: IdempotencyHeaders,
        response: { 200: SaveResponse, 402: ErrorResponse, ...refusals },
        detail: {
          operationId: 'bulkSaveStudents',
          tags,
          summary: 'Save several unlocked students: 1 credit per newly saved student, all or nothing; already saved ones are counted, not charged',
          description: 'A retry with the same Idempotency-Key answers the first result and is not charged again.',
        },
      },
    )
    .post('/quote', ({ member, body }) => quoteSave(saver(member), body.studentIds, deps), {
      member: true,
      body: SaveQuoteSchema,
      response: { 200: SaveQuoteResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      detail: {
        operationId: 'quoteSaveStudents',
        tags,
        summary: 'What unlocking and saving these students would cost now: the unlock of the locked ones plus the save of the ones not saved yet',
        description:
          'The prices the unlock, bulk-unlock, save and bulk-save calls will charge at this moment (premium members pay the save only). Charges nothing; the screens show it before asking.',
      },
    })
    .post('/bulk-check', async ({ member, body }) => ({ saveStatuses: await checkSaved(member.id, body.studentIds, deps) }), {
      member: true,
      body: BulkCheckSchema,
      response: { 200: BulkCheckResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      detail: { operationId: 'bulkCheckSavedStudents', tags, summary: 'Which of these students the member has saved (id → boolean)' },
    })
    .post('/bulk-move', ({ member, body }) => moveStudents(member.id, body.studentIds, body.collectionId, deps), {
      member: true,
      body: BulkMoveSchema,
      response: { 200: BulkMoveResponse, ...refusals },
      detail: {
        operationId: 'bulkMoveSavedStudents',
        tags,
        summary: "Move saved students into one of the member's collections (archived ones too); ids not in the saved list come back in errors",
      },
    })
    .post(
      '/export',
      async ({ member, body, headers }) => {
        const result = await exportSavedStudents(saver(member), { ...body, idempotencyKey: headers['idempotency-key'] }, deps, actorOf(member));
        return new Response(result.csv, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="${result.fileName}"`,
            'cache-control': 'no-store',
            'x-export-file-name': result.fileName,
            'x-exported-count': String(result.exportedCount),
            'x-credits-consumed': String(result.creditsConsumed),
            'x-remaining-credits': String(result.remainingCredits),
          },
        });
      },
      {
        verifiedMember: true,
        body: ExportSchema,
        headers: IdempotencyHeaders,
        response: { 200: v.string(), 402: ErrorResponse, ...refusals },
        detail: {
          operationId: 'exportSavedStudents',
          tags,
          summary:
            'CSV of a collection or of chosen saved students (UTF-8 with BOM); charges 1 credit per student whose contacts it shows (premium free) and notes the export, in one transaction',
          description:
            'Rows whose contacts stay masked for the member (saved while premium, never unlocked) are exported masked and not charged. Answers text/csv with Content-Disposition `saved-students-{collection}-{date}.csv` or `saved-students-comprehensive-{date}.csv`, and the headers X-Exported-Count, X-Credits-Consumed and X-Remaining-Credits. Cells starting with = + - @ tab or CR are prefixed with an apostrophe. 402 and nothing changed when credits are short. A retry with the same Idempotency-Key answers the same file and is neither charged nor noted again.',
          responses: { 200: { description: 'The CSV file', content: { 'text/csv': { schema: { type: 'string' } } } } },
        },
      },
    )
    .get('/check/:studentId', ({ member, params }) => savedStatus(member.id, params.studentId, deps), {
      member: true,
      params: StudentIdParam,
      response: { 200: CheckResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      detail: { operationId: 'checkSavedStudent', tags, summary: 'Whether the member has saved this student, and where' },
    })
    .delete('/:studentId', ({ member, params }) => unsaveStudent(member.id, params.studentId, deps), {
      member: true,
      params: StudentIdParam,
      response: { 200: UnsaveResponse, ...refusals },
      detail: { operationId: 'unsaveStudent', tags, summary: 'Remove a student from the saved list (credits are not refunded)' },
    })
    .patch('/:studentId/notes', ({ member, params, body }) => updateNotes(member.id, params.studentId, body.notes, deps), {
      member: true,
      params: StudentIdParam,
      body: NotesSchema,
      response: { 200: NotesResponse, ...refusals },
      detail: { operationId: 'updateSavedStudentNotes', tags, summary: 'Replace the personal notes of a saved student (blank clears them)' },
    })
    .post('/:studentId/move', ({ member, params, body }) => moveStudent(member.id, params.studentId, body.collectionId, deps), {
      member: true,
      params: StudentIdParam,
      body: MoveSchema,
      response: { 200: MoveResponse, ...refusals },
      detail: { operationId: 'moveSavedStudent', tags, summary: "Move one saved student into one of the member's collections (archived ones too)" },
    });
