import { Elysia } from 'elysia';
import * as v from 'valibot';
import { actorOf } from '@platform/audit/audit-trail';
import type { AuthPlugin } from '@platform/http/auth';
import { ErrorResponse, MessageResponse, uuidParam } from '@platform/http/schemas';
import type { RecordConsents } from '@modules/leads/application/ports/record-consents.port';
import type { StudentAdminPrivacy } from '@modules/leads/application/ports/student-admin-privacy.port';
import { reachablePages } from '@modules/leads/domain/result-window.schema';
import { StudentBulkUpdatesSchema, StudentFormSchema, StudentPatchSchema } from '@modules/leads/domain/student-form.schema';
import type { StudentBulkUpdates } from '@modules/leads/student-admin.contracts';
import type { StudentAdmin } from '@modules/leads/student-admin.facade';
import {
  AdminFilterOptions,
  BulkDeleteBody,
  BulkDeleteResponse,
  BulkIds,
  BulkUpdateResponse,
  FilterQuery,
  StudentList,
  StudentListQuery,
  StudentSaved,
} from './student-admin.schemas';

const denied = { 401: ErrorResponse, 403: ErrorResponse };
const tags = ['Admin: students'];

/**
 * Student administration for the admin portal: every call needs an admin token; reads and writes go through the
 * student-admin facade. Each row says its consent state (ADR 0013) and retention date (ADR 0019), both the privacy
 * module's, through leads' ports.
 */
export const studentAdminRoutes = (deps: {
  auth: AuthPlugin;
  students: StudentAdmin;
  consents: Pick<RecordConsents, 'among'>;
  privacy: Pick<StudentAdminPrivacy, 'retentionDateOf'>;
}) =>
  new Elysia({ name: 'leads.student-admin.routes', prefix: '/api/students' })
    .use(deps.auth)
    .get(
      '',
      async ({ query, admin }) => {
        const { students, total, totalIsEstimate, resultWindow } = await deps.students.list(query, admin);
        const consents = await deps.consents.among(students.map((s) => s.id));
        const rows = students.map((s) => ({
          ...s,
          consentStatus: consents.get(s.id)?.status ?? ('not_recorded' as const),
          retentionDate: deps.privacy.retentionDateOf(s.passingYear ?? null, new Date(s.createdAt)),
        }));
        return {
          students: rows,
          total,
          totalPages: reachablePages(total, query.limit, resultWindow !== null),
          totalIsEstimate,
          resultWindow,
          page: query.page,
        };
      },
      {
        admin: true,
        query: StudentListQuery,
        response: { 200: StudentList, 400: ErrorResponse, ...denied, 422: ErrorResponse },
        detail: {
          operationId: 'listStudents',
          tags,
          summary: 'Students, filtered, sorted and paged',
          description:
            "`search` matches name, e-mail and mobile number; without three letters or digits in a row it is refused with 400 CATALOGUE.SEARCH_TOO_SHORT. Result window (ADR 0014): a filtered, searched or re-sorted list opens the pages within its first 10,000 rows (`resultWindow`; `totalPages` counts only those), a deeper page is refused with 400 CATALOGUE.BEYOND_WINDOW; the whole catalogue newest or oldest first opens every page. `total` of a filtered or searched list may be the planner's estimate (`totalIsEstimate`). A list that takes longer than 0.7 s to read is cancelled and answered 422 CATALOGUE.TOO_BROAD.",
        },
      },
    )
    .get('/filter-options', ({ query, admin }) => deps.students.filterOptions(query, admin), {
      admin: true,
      query: FilterQuery,
      response: { 200: AdminFilterOptions, ...denied },
      detail: {
        operationId: 'getAdminStudentFilterOptions',
        tags,
        summary: 'Filter lists of the admin Students tab, each narrowed by the other chosen filters',
      },
    })
    .post(
      '',
      async ({ body, set, admin }) => {
        const student = await deps.students.create(body, actorOf(admin));
        set.status = 201;
        return { message: 'Student added successfully!', student };
      },
      {
        admin: true,
        body: StudentFormSchema,
        response: { 201: StudentSaved, 400: ErrorResponse, 409: ErrorResponse, ...denied },
        detail: {
          operationId: 'createStudent',
          tags,
          summary: 'Adds a student (full rule set of §5)',
          description:
            '409 STUDENTS.DUPLICATE_MOBILE for a mobile number already in the catalogue; 409 PRIVACY.SUPPRESSED when the e-mail or mobile number belongs to a student who withdrew consent or was erased (issue 16 §3).',
        },
      },
    )
    .post(
      '/bulk-delete',
      async ({ body, admin }) => {
        const deleted = await deps.students.removeMany(body.studentIds, actorOf(admin));
        return { message: 'Selected students deleted successfully', deleted };
      },
      {
        admin: true,
        body: BulkDeleteBody,
        response: { 200: BulkDeleteResponse, 400: ErrorResponse, ...denied },
        detail: { operationId: 'bulkDeleteStudents', tags, summary: 'Deletes the selected students (at most 1,000 at a time)' },
      },
    )
    .patch(
      '/bulk',
      async ({ body, admin }) => {
        const { updated, errors } = await deps.students.bulkUpdate(body.studentIds, body.updates as StudentBulkUpdates, actorOf(admin));
        return { message: `${updated} students updated`, updated, errors };
      },
      {
        admin: true,
        body: v.object({ studentIds: BulkIds, updates: StudentBulkUpdatesSchema }),
        response: { 200: BulkUpdateResponse, 400: ErrorResponse, ...denied },
        detail: { operationId: 'bulkUpdateStudents', tags, summary: 'Sets the given fields on every selected student; empty values are ignored' },
      },
    )
    .patch(
      '/:id',
      async ({ params, body, admin }) => ({
        message: 'Student updated successfully!',
        student: await deps.students.edit(params.id, body, actorOf(admin)),
      }),
      {
        admin: true,
        params: uuidParam,
        body: StudentPatchSchema,
        response: { 200: StudentSaved, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, ...denied },
        detail: {
          operationId: 'updateStudent',
          tags,
          summary: 'Changes the given fields, each held to the full rule set',
          description:
            'A required field cannot be blanked. `emailId`, `district` and `pincode` may also be sent empty (`""`) or `null`: a record may lawfully lack them (an import without an e-mail), so an empty one leaves the stored value as it is; one given must be valid. At least one field must change something.',
        },
      },
    )
    .delete(
      '/:id',
      async ({ params, admin }) => {
        await deps.students.remove(params.id, actorOf(admin));
        return { message: 'Student deleted successfully!' };
      },
      {
        admin: true,
        params: uuidParam,
        response: { 200: MessageResponse, 404: ErrorResponse, ...denied },
        detail: { operationId: 'deleteStudent', tags, summary: 'Deletes one student' },
      },
    );
