import { Elysia } from 'elysia';
import { actorOf } from '@platform/audit/audit-trail';
import type { AdminPrincipal, AuthPlugin } from '@platform/http/auth';
import { ErrorResponse, totalPages, uuidParam } from '@platform/http/schemas';
import { presentReports, reportQueue } from '@modules/reports/application/report-queue.use-case';
import { reportStudent } from '@modules/reports/application/report-student.use-case';
import { reviewReport, type Decision } from '@modules/reports/application/review-report.use-case';
import { studentFlags } from '@modules/reports/application/student-flags.use-case';
import type { ReportsDeps } from '@modules/reports/application/reports-deps';
import type { StoredReport } from '@modules/reports/application/ports/student-reports.port';
import { Decided, FlagsQuery, FlagsResponse, QueuePage, QueueQuery, ReportBody, ReportCreated, studentIdParam } from './reports.schemas';

const memberTags = ['Credits and unlocks'];
const adminTags = ['Admin: reports of wrong data'];
const denied = { 401: ErrorResponse, 403: ErrorResponse };

const memberView = (report: StoredReport) => ({
  id: report.id,
  studentId: report.studentId,
  reason: report.reason,
  field: report.field,
  status: report.status,
  createdAt: report.createdAt.toISOString(),
});

/** Members report wrong data and see the portal's flags. */
export const memberReportRoutes = (deps: ReportsDeps & { auth: AuthPlugin }) =>
  new Elysia({ name: 'reports.member-routes', prefix: '/api/website' })
    .use(deps.auth)
    .get(
      '/students/flags',
      async ({ query }) => ({
        flags: await studentFlags(
          query.ids.map((id) => id.toLowerCase()),
          deps,
        ),
      }),
      {
        verifiedMember: true,
        query: FlagsQuery,
        response: { 200: FlagsResponse, 400: ErrorResponse, ...denied },
        detail: {
          operationId: 'listStudentFlags',
          tags: memberTags,
          summary: 'Which of these students have contact data reported invalid (flagged until corrected)',
        },
      },
    )
    .post(
      '/students/:id/report',
      async ({ params, body, member, set }) => {
        const { report, message } = await reportStudent(
          { id: member.id, institutionId: member.institutionId, isPremium: member.isPremium, actor: actorOf(member) },
          params.id,
          body.reason,
          deps,
        );
        set.status = 201;
        return { message, report: memberView(report) };
      },
      {
        verifiedMember: true,
        params: studentIdParam,
        body: ReportBody,
        response: { 201: ReportCreated, 400: ErrorResponse, ...denied, 404: ErrorResponse, 409: ErrorResponse },
        detail: {
          operationId: 'reportStudent',
          tags: memberTags,
          summary: 'Report wrong data on a student you unlocked (premium members: any student); an approved report refunds the unlock credit',
          description:
            '`message` says what happens next and when (ADR 0025): a wrong number or a bounced e-mail reported by a third institution (institutions, not seats) marks the field invalid for everyone and refunds, at once, every seat that paid for the student in the last 30 days; otherwise how many more reports or a bounce would. 403 REPORTS.NOT_UNLOCKED when the member has not unlocked the student; 409 REPORTS.ALREADY_REPORTED for a second report of the same reason.',
        },
      },
    );

const decide =
  (decision: Decision, deps: ReportsDeps) =>
  async ({ params, admin }: { params: { id: string }; admin: AdminPrincipal }) => {
    const decided = await reviewReport(params.id, decision, { id: admin.id, actor: actorOf(admin) }, deps);
    const [report] = await presentReports([decided], deps);
    return { message: decision === 'approved' ? 'Report approved' : 'Report rejected', report: report! };
  };

/** The admins' queue of reports. */
export const adminReportRoutes = (deps: ReportsDeps & { auth: AuthPlugin }) =>
  new Elysia({ name: 'reports.admin-routes', prefix: '/api/admin' })
    .use(deps.auth)
    .get(
      '/student-reports',
      async ({ query }) => {
        const { reports, total } = await reportQueue(query, deps);
        return { reports, total, page: query.page, totalPages: totalPages(total, query.limit) };
      },
      {
        admin: true,
        query: QueueQuery,
        response: { 200: QueuePage, 400: ErrorResponse, ...denied },
        detail: { operationId: 'listStudentReports', tags: adminTags, summary: 'Reports of wrong data, oldest first, by status (pending by default)' },
      },
    )
    .post('/student-reports/:id/approve', decide('approved', deps), {
      admin: true,
      params: uuidParam,
      response: { 200: Decided, 404: ErrorResponse, 409: ErrorResponse, ...denied },
      detail: {
        operationId: 'approveStudentReport',
        tags: adminTags,
        summary: "Approve a report: refunds the member's unlock credit to their ledger (once per member and student) and flags the field",
        description: 'Approving an approved report again answers it unchanged and refunds nothing; a rejected report answers 409 REPORTS.ALREADY_REVIEWED.',
      },
    })
    .post('/student-reports/:id/reject', decide('rejected', deps), {
      admin: true,
      params: uuidParam,
      response: { 200: Decided, 404: ErrorResponse, 409: ErrorResponse, ...denied },
      detail: { operationId: 'rejectStudentReport', tags: adminTags, summary: 'Reject a report: no refund, no flag' },
    });
