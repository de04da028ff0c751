import { Elysia } from 'elysia';
import type { AuthPlugin } from '@platform/http/auth';
import { callerAddress } from '@platform/http/client-ip';
import { isPageFormPost, redirectToPage } from '@platform/http/page-form-posts';
import { enforceRateLimits, type RateLimiter } from '@platform/http/rate-limiter.port';
import { ErrorResponse, totalPages } from '@platform/http/schemas';
import type { Mailer } from '@platform/mail/mailer.port';
import type { ContactSubmissionRepository } from '@modules/marketing/application/ports/contact-submission.repository.port';
import { type SalesMailQuota, submitContact } from '@modules/marketing/application/submit-contact.use-case';
import { ContactFormSchema } from '@modules/marketing/domain/contact.schema';
import { ContactAccepted, ContactSubmissionList, ListQuery } from './marketing.schemas';
import { marketingLimits } from './rate-limits';

export type ContactRoutesDeps = {
  auth: AuthPlugin;
  submissions: ContactSubmissionRepository;
  mailer: Mailer;
  salesEmail: string;
  log: (message: string, error: unknown) => void;
  rateLimiter: RateLimiter;
  trustedProxyHops: number;
};

/** Where a browser lands after sending the contact form without the page's scripts (a prerendered page). */
export const THANK_YOU_PAGE = '/thank-you';

export const contactRoutes = (deps: ContactRoutesDeps) => {
  const rule = marketingLimits.contactMailsToSales;
  const salesMailQuota: SalesMailQuota = async () => {
    const { allowed, count } = await deps.rateLimiter.hit(rule, 'all');
    if (allowed) return 'send';
    if (count > rule.limit + 1) return 'hold';
    console.warn(`[security] more than ${rule.limit} enquiries within the hour: their e-mails to sales are held back (the enquiries are stored)`);
    return 'notice';
  };
  return new Elysia({ name: 'marketing.contact.routes' })
    .use(deps.auth)
    .post(
      '/contact',
      async ({ body, set, request, server }) => {
        await enforceRateLimits(deps.rateLimiter, [[marketingLimits.contactByIp, callerAddress(request, server, deps.trustedProxyHops)]]);
        const stored = await submitContact(body, { ...deps, salesMailQuota });
        // the form as the browser sends it before the page's scripts run: Post/Redirect/Get to the thank-you page
        if (isPageFormPost(request)) return redirectToPage(set, THANK_YOU_PAGE);
        set.status = 201;
        return { success: true as const, id: stored.id, message: "Thank you, we'll contact you as soon as we can." };
      },
      {
        body: ContactFormSchema,
        response: { 201: ContactAccepted, 400: ErrorResponse, 429: ErrorResponse },
        detail: {
          operationId: 'submitContact',
          tags: ['Marketing'],
          summary: 'Send the contact form',
          description:
            'JSON answers 201. At most 5 enquiries an hour per address (then 429 RATE_LIMITED with Retry-After; an IPv6 address counts by its /64). Past 50 enquiries an hour from all addresses together, an enquiry is still stored and answered 201, but not e-mailed to sales (who get one notice for the hour). `website` is a honeypot: the form renders it hidden and sends it empty; when it holds anything the answer is the usual one, and nothing is stored or e-mailed. ' +
            `The web page's form also works before its scripts have loaded: a browser's own urlencoded form post (\`Accept: text/html\`) is answered \`303 See Other\` to \`${THANK_YOU_PAGE}\`, and an error as a short HTML page with the same message.`,
        },
      },
    )
    .get(
      '/contact-submissions',
      async ({ query }) => {
        const { items, total } = await deps.submissions.list(query);
        return {
          submissions: items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })),
          total,
          page: query.page,
          totalPages: totalPages(total, query.limit),
        };
      },
      {
        admin: true,
        query: ListQuery,
        response: { 200: ContactSubmissionList, 401: ErrorResponse, 403: ErrorResponse },
        detail: {
          operationId: 'listContactSubmissions',
          tags: ['Admin: enquiries'],
          summary: 'Contact-form enquiries, newest first (admins only)',
        },
      },
    );
};
