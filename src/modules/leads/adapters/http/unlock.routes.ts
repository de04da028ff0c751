import { Elysia } from 'elysia';
import type { AuthPlugin } from '@platform/http/auth';
import { ErrorResponse, IdempotencyHeaders } from '@platform/http/schemas';
import { unlockStudents } from '@modules/leads/application/unlock-students.use-case';
import { unlockStudent, type SingleUnlockDeps } from '@modules/leads/application/unlock-student.use-case';
import { BulkUnlockBody, BulkUnlockResponse, UnlockBody, UnlockedListResponse, UnlockResponse } from './unlock.schemas';

type Deps = SingleUnlockDeps & { auth: AuthPlugin };

const refusals = { 400: ErrorResponse, 401: ErrorResponse, 402: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const tags = ['Credits and unlocks'];

/** Unlocking students (paid through the credits module) and the member's list of unlocks. */
export const unlockRoutes = (deps: Deps) =>
  new Elysia({ name: 'leads.unlock-routes', prefix: '/api/website' })
    .use(deps.auth)
    .get(
      '/students/unlocked',
      async ({ member }) => ({
        unlockedStudents: (await deps.unlocked.list(member.institutionId)).map((row) => ({
          studentId: row.studentId,
          unlockedAt: row.unlockedAt.toISOString(),
        })),
      }),
      {
        member: true,
        response: { 200: UnlockedListResponse, 401: ErrorResponse, 403: ErrorResponse },
        detail: {
          operationId: 'listUnlockedStudents',
          tags,
          summary: "The ids of the students this member's institution has unlocked (by any seat), newest first (unpaged)",
          description:
            'Ids and unlock times only, unpaged: kept as it was for the clients that count unlocks (the portal). For the students themselves, paged and shown as the catalogue shows them to you, call `GET /api/public/students/unlocked` (listUnlockedStudentLeads); for one student, `GET /api/public/students/{id}` (getStudentLead).',
        },
      },
    )
    .post(
      '/students/unlock',
      ({ body, member, headers }) => unlockStudent(member, { studentId: body.studentId, idempotencyKey: headers['idempotency-key'] }, deps),
      {
        verifiedMember: true,
        body: UnlockBody,
        headers: IdempotencyHeaders,
        response: { 200: UnlockResponse, ...refusals },
        detail: {
          operationId: 'unlockStudent',
          tags,
          summary: 'Unlock one student: 1 credit the first time, free afterwards and for premium members; answers the unmasked student',
          description:
            "Send Idempotency-Key to make a retry safe: the retry answers the first result (same creditsConsumed) and is not charged again. ADR 0023: at most STUDENT_SEASON_CAP institutions (10 by default) unlock one student per admission season (1 August–31 July, India time), a premium institution's unlock included (it takes a place, free of charge); a student whose season is full answers 409 STUDENTS.SEASON_CAP to an institution that has not unlocked them, and nothing is charged. An institution that unlocked the student before keeps them.",
        },
      },
    )
    .post(
      '/students/bulk-unlock',
      ({ body, member, headers }) =>
        unlockStudents(member, { operation: 'bulk-unlock', studentIds: body.studentIds, idempotencyKey: headers['idempotency-key'] }, deps),
      {
        verifiedMember: true,
        body: BulkUnlockBody,
        headers: IdempotencyHeaders,
        response: { 200: BulkUnlockResponse, ...refusals },
        detail: {
          operationId: 'bulkUnlockStudents',
          tags,
          summary: 'Unlock several students: 1 credit per student not unlocked before; 402 and nothing charged when short',
          description:
            "Students who cannot be unlocked (a minor without a guardian's consent; a student who withdrew consent or asked not to be contacted, unless you unlocked them before) are left out and listed in `skipped` with the reason; the rest are unlocked and only they are charged. Students whose admission season is full (ADR 0023: STUDENT_SEASON_CAP institutions, 10 by default, unlocked them since 1 August) are skipped too, with STUDENTS.SEASON_CAP. An unknown student refuses the whole request (404). Send Idempotency-Key to make a retry safe: the retry answers the first result and is not charged again.",
        },
      },
    );
