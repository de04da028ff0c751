import { Elysia } from 'elysia';
import * as v from 'valibot';
import { DomainError } from '@platform/kernel/domain-error';
import { ErrorResponse } from '@platform/http/schemas';
import type { LeadsApi } from '@modules/leads/contracts';
import { BounceAccepted, BounceBody } from './bounces.schemas';
import { BOUNCE_SIGNATURE_HEADER, verifyBounceSignature } from './bounce-signature';

type Deps = { bounces: Pick<LeadsApi, 'recordBounce'>; secret?: string; nowSeconds: () => number };

const badSignature = () =>
  new DomainError('unauthenticated', 'INBOUND.BAD_SIGNATURE', `The ${BOUNCE_SIGNATURE_HEADER} header is missing, wrong or older than 5 minutes.`);

// the raw text of each request, kept by the parser for the signature check (the HMAC is over the bytes sent)
const rawBodies = new WeakMap<Request, string>();

/**
 * ADR 0025: a mail or SMS provider posts delivery failures here, signed with the shared INBOUND_BOUNCE_SECRET
 * (docs/bounces.md). Each student holding the address has the field marked invalid, and every seat that paid for
 * the student's unlock in the last 30 days gets its credit back at once.
 */
export const bounceRoutes = (deps: Deps) =>
  new Elysia({ name: 'leads.bounce-routes', prefix: '/api/inbound' }).post(
    '/bounces',
    async ({ request, body, set }) => {
      const raw = rawBodies.get(request) ?? '';
      const header = request.headers.get(BOUNCE_SIGNATURE_HEADER) ?? '';
      if (!deps.secret || !verifyBounceSignature(deps.secret, header, raw, deps.nowSeconds())) throw badSignature();
      const bounce = v.parse(BounceBody, body);
      set.status = 202;
      return deps.bounces.recordBounce({ channel: bounce.channel, address: bounce.address });
    },
    {
      parse: async ({ request }) => {
        const raw = await request.text();
        rawBodies.set(request, raw);
        try {
          return JSON.parse(raw);
        } catch {
          throw new DomainError('invalid', 'INBOUND.BAD_JSON', 'The body must be JSON.');
        }
      },
      body: BounceBody,
      response: { 202: BounceAccepted, 400: ErrorResponse, 401: ErrorResponse },
      detail: {
        operationId: 'postInboundBounce',
        tags: ['Inbound delivery failures'],
        summary: 'A mail or SMS provider reports a delivery failure (signed); the contact turns invalid and its recent payers are refunded',
        description:
          'Authenticated by `X-EduReach-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` keyed with the shared INBOUND_BOUNCE_SECRET; a signature older than 5 minutes is refused (401 INBOUND.BAD_SIGNATURE). Example (docs/bounces.md): secret `test-bounce-secret-0001`, t=1764753300, body `{"channel":"email","address":"asha.verma@example.in","reason":"550 5.1.1 user unknown","occurredAt":"2026-12-03T09:15:00Z"}` → header `X-EduReach-Signature: t=1764753300,v1=008ecc7a8859c5e32baacc52aa0e64ff2a038f41037a93950d73aceff4835671` (sign with the time now: that t is long past). Every student holding the address on that channel has the field (channel email: the e-mail; sms or whatsapp: the mobile number) marked invalid; every seat whose unlock of the student was charged in the last 30 days gets its credit back at once, with a ledger row and an e-mail. Repeating a bounce refunds nothing more. 202 with how many students matched and seats were refunded (0 and 0 when no student holds it).',
      },
    },
  );
