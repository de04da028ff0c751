import { Elysia } from 'elysia';
import type { AuthPlugin } from '../../../../platform/http/auth';
import { ErrorResponse, totalPages } from '../../../../platform/http/schemas';
import type { AssessmentRepository, AssessmentWithContact } from '../../application/ports/assessment.repository.port';
import { submitAssessment } from '../../application/submit-assessment.use-case';
import { submitAssessmentContact } from '../../application/submit-assessment-contact.use-case';
import { AssessmentContactSchema, AssessmentSubmissionSchema } from '../../domain/assessment.schema';
import { AssessmentContactAccepted, AssessmentSubmissionList, ListQuery, StrategyView } from './marketing.schemas';

/** Whitelists the fields an admin sees, so a new column never leaks by accident. */
const toView = ({ assessmentContactId: _link, contact, createdAt, ...answers }: AssessmentWithContact) => ({
  ...answers,
  createdAt: createdAt.toISOString(),
  contact: contact
    ? { id: contact.id, name: contact.name, instituteName: contact.instituteName, email: contact.email, phone: contact.phone, createdAt: contact.createdAt.toISOString() }
    : null,
});

export const assessmentRoutes = (deps: { auth: AuthPlugin; assessments: AssessmentRepository }) =>
  new Elysia({ name: 'marketing.assessment.routes' })
    .use(deps.auth)
    .post(
      '/assessment-contact',
      async ({ body, set }) => {
        const stored = await submitAssessmentContact(body, deps);
        set.status = 201;
        return { success: true as const, id: stored.id };
      },
      {
        body: AssessmentContactSchema,
        response: { 201: AssessmentContactAccepted, 400: ErrorResponse },
        detail: { operationId: 'submitAssessmentContact', tags: ['Marketing'], summary: 'Store the contact details from step 0 of the assessment' },
      },
    )
    .post(
      '/assessment',
      async ({ body, set }) => {
        const result = await submitAssessment(body, deps);
        set.status = 201;
        return { success: true as const, ...result };
      },
      {
        body: AssessmentSubmissionSchema,
        response: { 201: StrategyView, 400: ErrorResponse },
        detail: {
          operationId: 'submitAssessment',
          tags: ['Marketing'],
          summary: 'Store the 15 answers and return the personalised strategy and expected results',
        },
      },
    )
    .get(
      '/assessment-submissions',
      async ({ query }) => {
        const { items, total } = await deps.assessments.list(query);
        return { submissions: items.map(toView), total, page: query.page, totalPages: totalPages(total, query.limit) };
      },
      {
        admin: true,
        query: ListQuery,
        response: { 200: AssessmentSubmissionList, 401: ErrorResponse, 403: ErrorResponse },
        detail: {
          operationId: 'listAssessmentSubmissions',
          tags: ['Admin: enquiries'],
          summary: 'Assessments with their step-0 contact, newest first; search by institution, name, e-mail or type (admins only)',
        },
      },
    );
