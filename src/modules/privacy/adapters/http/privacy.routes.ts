import { Elysia } from 'elysia';
import { actorOf } from '@platform/audit/audit-trail';
import type { AuthPlugin } from '@platform/http/auth';
import { ErrorResponse, uuidParam } from '@platform/http/schemas';
import { consentOf, recordConsent, withdrawConsent, type ConsentDeps } from '@modules/privacy/application/consent.use-cases';
import type { ContactRulesDeps } from '@modules/privacy/application/contact-rules.use-cases';
import { ConsentFormSchema } from '@modules/privacy/domain/consent.schema';
import { ConsentViewSchema } from './privacy.schemas';

const denied = { 401: ErrorResponse, 403: ErrorResponse };
const tags = ['Privacy'];

/** ADR 0013: each student's provenance and consent, for admins (add, edit, withdraw). */
export const privacyRoutes = (deps: ConsentDeps & ContactRulesDeps & { auth: AuthPlugin }) =>
  new Elysia({ name: 'privacy.routes', prefix: '/api/privacy' })
    .use(deps.auth)
    .get('/students/:id/consent', ({ params }) => consentOf(params.id, deps), {
      admin: true,
      params: uuidParam,
      response: { 200: ConsentViewSchema, 400: ErrorResponse, ...denied },
      detail: {
        operationId: 'getStudentConsent',
        tags,
        summary: "A student's provenance and consent: source, lawful basis, who consented and when, notice version, purpose, expiry, withdrawal",
        description:
          'status is `not_recorded` when no consent was ever recorded or the recorded one has expired; `consent` is null when none was ever recorded.',
      },
    })
    .put('/students/:id/consent', ({ params, body, admin }) => recordConsent(params.id, body, actorOf(admin), deps), {
      admin: true,
      params: uuidParam,
      body: ConsentFormSchema,
      response: { 200: ConsentViewSchema, 400: ErrorResponse, ...denied, 404: ErrorResponse },
      detail: {
        operationId: 'recordStudentConsent',
        tags,
        summary: "Records or replaces a student's consent (admin add/edit); a consent recorded after a withdrawal starts afresh",
        description:
          'The purpose is always "shared with member institutions for admission outreach" and the lawful basis consent. `source` defaults to admin_entry, `noticeVersion` to the notice in force. A consent dated in the future, or expiring before it was given, is refused (400 PRIVACY.CONSENT_INVALID).',
      },
    })
    .post('/students/:id/consent/withdraw', ({ params, admin }) => withdrawConsent(params.id, actorOf(admin), deps), {
      admin: true,
      params: uuidParam,
      response: { 200: ConsentViewSchema, 400: ErrorResponse, ...denied, 409: ErrorResponse },
      detail: {
        operationId: 'withdrawStudentConsent',
        tags,
        summary: "Withdraws a student's consent: the record then counts as withdrawn; 409 when no consent is in force",
        description:
          'In the same transaction the e-mail and mobile number go on the suppression list (no later import or admin entry brings the student back) and every member who unlocked or saved the student gets a notice to delete their copy (in the portal, and by e-mail after the commit). Their contact details are masked again for every member.',
      },
    });
