import { Elysia } from 'elysia';
import { actorOf } from '@platform/audit/audit-trail';
import type { AuthPlugin } from '@platform/http/auth';
import { ErrorResponse, uuidParam } from '@platform/http/schemas';
import { clearDoNotContact, setDoNotContact, type ContactRulesDeps } from '@modules/privacy/application/contact-rules.use-cases';
import { noticesOf } from '@modules/privacy/application/copy-notices.use-case';
import { AcknowledgeResponse, CopyNoticesResponse, DoNotContactBody, DoNotContactView } from './contact-rules.schemas';

const denied = { 401: ErrorResponse, 403: ErrorResponse };

/** ADR 0017: the do-not-contact flag (admins) and the members' notices to delete their copy. */
export const contactRulesRoutes = (deps: ContactRulesDeps & { auth: AuthPlugin }) =>
  new Elysia({ name: 'privacy.contact-rules.routes' })
    .use(deps.auth)
    .put(
      '/api/privacy/students/:id/do-not-contact',
      async ({ params, body, admin }) => {
        await setDoNotContact(params.id, { reason: body.reason, by: 'admin', actor: actorOf(admin) }, deps);
        return { studentId: params.id, doNotContact: body.reason };
      },
      {
        admin: true,
        params: uuidParam,
        body: DoNotContactBody,
        response: { 200: DoNotContactView, 400: ErrorResponse, ...denied, 404: ErrorResponse },
        detail: {
          operationId: 'setStudentDoNotContact',
          tags: ['Privacy'],
          summary: 'Marks a student "Do not contact" (DND/NCPR registry or an objection): nobody may unlock them any more; audited',
          description: 'Members who unlocked the student before keep their unlock. reason is dnd_registry or objection.',
        },
      },
    )
    .delete(
      '/api/privacy/students/:id/do-not-contact',
      async ({ params, admin }) => {
        await clearDoNotContact(params.id, actorOf(admin), deps);
        return { studentId: params.id, doNotContact: null };
      },
      {
        admin: true,
        params: uuidParam,
        response: { 200: DoNotContactView, 400: ErrorResponse, ...denied, 409: ErrorResponse },
        detail: {
          operationId: 'clearStudentDoNotContact',
          tags: ['Privacy'],
          summary: 'Clears a student\'s "Do not contact" flag; audited; 409 PRIVACY.NOT_FLAGGED when there is none',
        },
      },
    )
    .get('/api/website/privacy-notices', async ({ member }) => noticesOf(member.id, deps), {
      member: true,
      response: { 200: CopyNoticesResponse, ...denied },
      detail: {
        operationId: 'listCopyNotices',
        tags: ['Saved students'],
        summary: 'Students this member unlocked or saved who since withdrew consent or were erased: delete your copy',
        description: "Only the notices not yet acknowledged, newest first. `message` is the banner's text, null when there are none.",
      },
    })
    .post('/api/website/privacy-notices/acknowledge', async ({ member }) => ({ acknowledged: await deps.notices.acknowledge(member.id) }), {
      member: true,
      response: { 200: AcknowledgeResponse, ...denied },
      detail: {
        operationId: 'acknowledgeCopyNotices',
        tags: ['Saved students'],
        summary: 'Marks every open delete-your-copy notice of this member as read',
      },
    });
