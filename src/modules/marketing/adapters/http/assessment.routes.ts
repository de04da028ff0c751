import { Elysia } from 'elysia';
import type { AuthPlugin } from '@platform/http/auth';
import { callerAddress } from '@platform/http/client-ip';
import { enforceRateLimits, type RateLimiter } from '@platform/http/rate-limiter.port';
import { ErrorResponse, totalPages } from '@platform/http/schemas';
import type { AssessmentRepository, AssessmentWithContact } from '@modules/marketing/application/ports/assessment.repository.port';
import { submitAssessment } from '@modules/marketing/application/submit-assessment.use-case';
import { submitAssessmentContact } from '@modules/marketing/application/submit-assessment-contact.use-case';
import { AssessmentContactSchema, AssessmentSubmissionSchema } from '@modules/marketing/domain/assessment.schema';
import { AssessmentContactAccepted, AssessmentSubmissionList, ListQuery, StrategyView } from './marketing.schemas';
import { marketingLimits } from './rate-limits';

/** Whitelists the fields an admin sees, so a new column never leaks by accident. */
const toView = ({ assessmentContactId: _link, contact, createdAt, ...answers }: AssessmentWithContact) => ({
  ...answers,
  createdAt: createdAt.toISOString(),
  contact: contact
    ? {
        id: contact.id,
        name: contact.name,
        instituteName: contact.instituteName,
        email: contact.email,
        phone: contact.phone,
        createdAt: contact.createdAt.toISOString(),
      }
    : null,
});

type Deps = { auth: AuthPlugin; assessments: AssessmentRepository; rateLimiter: RateLimiter; trustedProxyHops: number };

const HONEYPOT_NOTE =
  '`website` is a honeypot: the screen renders it hidden and sends it empty; when it holds anything the answer is the usual 201, and nothing is stored.';

export const assessmentRoutes = (deps: Deps) =>
  new Elysia({ name: 'marketing.assessment.routes' })
    .use(deps.auth)
    .post(
      '/assessment-contact',
      async ({ body, set, request, server }) => {
        await enforceRateLimits(deps.rateLimiter, [[marketingLimits.assessmentContactByIp, callerAddress(request, server, deps.trustedProxyHops)]]);
        const stored = await submitAssessmentContact(body, deps);
        set.status = 201;
        return { success: true as const, id: stored.id };
      },
      {
        body: AssessmentContactSchema,
        response: { 201: AssessmentContactAccepted, 400: ErrorResponse, 429: ErrorResponse },
        detail: {
          operationId: 'submitAssessmentContact',
          tags: ['Marketing'],
          summary: 'Store the contact details from step 0 of the assessment',
          description: `The e-mail must be an e-mail address and the phone 10 to 15 digits (spaces, dashes, brackets and a leading + allowed). At most 10 an hour per address (then 429 RATE_LIMITED). ${HONEYPOT_NOTE}`,
        },
      },
    )
    .post(
      '/assessment',
      async ({ body, set, request, server }) => {
        await enforceRateLimits(deps.rateLimiter, [[marketingLimits.assessmentByIp, callerAddress(request, server, deps.trustedProxyHops)]]);
        const result = await submitAssessment(body, deps);
        set.status = 201;
        return { success: true as const, ...result };
      },
      {
        body: AssessmentSubmissionSchema,
        response: { 201: StrategyView, 400: ErrorResponse, 429: ErrorResponse },
        detail: {
          operationId: 'submitAssessment',
          tags: ['Marketing'],
          summary: 'Store the 15 answers and return the personalised strategy and expected results',
          description: `contactEmail and contactPhone, when given, must be well-formed as in step 0. At most 10 an hour per address (then 429 RATE_LIMITED). ${HONEYPOT_NOTE}`,
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
