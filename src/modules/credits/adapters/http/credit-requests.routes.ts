import { Elysia } from 'elysia';
import * as v from 'valibot';
import type { AuthPlugin } from '@platform/http/auth';
import { ErrorResponse, uuidParam } from '@platform/http/schemas';
import { type CreditRequestDeps, openCreditRequests, requestCredits, resolveCreditRequest } from '@modules/credits/application/credit-requests.use-case';
import { CreditRequestBodySchema, type CreditRequest } from '@modules/credits/domain/credit-requests';

const CreditRequestSchema = v.object({
  id: v.string(),
  creditsWanted: v.nullable(v.number()),
  message: v.nullable(v.string()),
  createdAt: v.string(),
});
const OpenCreditRequestSchema = v.object({
  ...CreditRequestSchema.entries,
  memberId: v.string(),
  memberEmail: v.string(),
  memberName: v.string(),
  balance: v.pipe(v.number(), v.description("the member's balance now")),
});
const MemberRequestResponse = v.object({ request: v.nullable(CreditRequestSchema) });
const OpenRequestsResponse = v.object({ requests: v.array(OpenCreditRequestSchema) });

const shown = (request: CreditRequest) => ({
  id: request.id,
  creditsWanted: request.creditsWanted,
  message: request.message,
  createdAt: request.createdAt.toISOString(),
});

const memberRefusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 409: ErrorResponse };
const adminRefusals = { 401: ErrorResponse, 403: ErrorResponse };

/**
 * docs/product.md, "Out of credits": a member asks for credits; the admins list the open requests and mark them done.
 */
export const creditRequestsRoutes = (deps: CreditRequestDeps & { auth: AuthPlugin }) =>
  new Elysia({ name: 'credits.requests-routes' })
    .use(deps.auth)
    .get('/api/website/credits/requests', async ({ member }) => ({ request: await deps.requests.openOf(member.id).then((r) => (r ? shown(r) : null)) }), {
      member: true,
      response: { 200: MemberRequestResponse, ...memberRefusals },
      detail: { operationId: 'getOpenCreditRequest', tags: ['Credits and unlocks'], summary: "The member's open request for credits, or null" },
    })
    .post(
      '/api/website/credits/requests',
      async ({ member, body, set }) => {
        set.status = 201;
        return { request: shown(await requestCredits(member, body, deps)) };
      },
      {
        member: true,
        body: CreditRequestBodySchema,
        response: { 201: v.object({ request: CreditRequestSchema }), ...memberRefusals },
        detail: {
          operationId: 'requestCredits',
          tags: ['Credits and unlocks'],
          summary: 'Ask the admins for credits (an entry in their portal and an e-mail to their inbox)',
          description:
            'Until credits can be bought, this is how a member gets more. `creditsWanted` (1–100,000) and `message` (up to 500 characters) are optional. One open request at a time: another answers 409 CREDITS.REQUEST_OPEN, saying since when.',
        },
      },
    )
    .get('/api/admin/credit-requests', async () => ({ requests: (await openCreditRequests(deps)).map((r) => ({ ...r, ...shown(r) })) }), {
      admin: true,
      response: { 200: OpenRequestsResponse, ...adminRefusals },
      detail: { operationId: 'listCreditRequests', tags: ['Admin: members'], summary: "Members' open requests for credits, oldest first (at most 200)" },
    })
    .post(
      '/api/admin/credit-requests/:id/resolve',
      async ({ params, admin }) => {
        await resolveCreditRequest(params.id, admin.id, deps);
        return { message: 'Credit request marked done' };
      },
      {
        admin: true,
        params: uuidParam,
        response: { 200: v.object({ message: v.string() }), 404: ErrorResponse, ...adminRefusals, 400: ErrorResponse },
        detail: {
          operationId: 'resolveCreditRequest',
          tags: ['Admin: members'],
          summary: 'Mark a credit request done (assign the credits first with assignCredits); 404 when it is not open',
        },
      },
    );
