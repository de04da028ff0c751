import { Elysia } from 'elysia';
import type { AuthPlugin } from '@platform/http/auth';
import { ErrorResponse, IdempotencyHeaders } from '@platform/http/schemas';
import { consumeCredits } from '@modules/credits/application/consume-credits.use-case';
import type { CreditsDeps } from '@modules/credits/application/credits-deps';
import { CREDIT_PRICES, LOW_CREDIT_THRESHOLD, pricesFor } from '@modules/credits/domain/prices';
import { ConsumeBody, ConsumeResponse, PricesResponse } from './credits.schemas';

const refusals = { 400: ErrorResponse, 401: ErrorResponse, 402: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const tags = ['Credits and unlocks'];

/** The price list: public, and answered even while the database is away (a constant). */
export const creditPricesRoutes = () =>
  new Elysia({ name: 'credits.prices-routes', prefix: '/api/website' }).get(
    '/credits/prices',
    () => ({ prices: CREDIT_PRICES, premiumPrices: pricesFor(true), lowCreditThreshold: LOW_CREDIT_THRESHOLD }),
    {
      response: { 200: PricesResponse },
      detail: {
        operationId: 'getCreditPrices',
        tags,
        summary: 'The pricing table: credits per student to unlock, save and export; premiumPrices is what premium members pay (saving only)',
        security: [],
      },
    },
  );

export const creditsRoutes = (deps: Pick<CreditsDeps, 'transaction' | 'ledger' | 'idempotent'> & { auth: AuthPlugin }) =>
  new Elysia({ name: 'credits.routes', prefix: '/api/website' }).use(deps.auth).post(
    '/credits/consume',
    async ({ body, member, headers }) => {
      const payer = { memberId: member.id, institutionId: member.institutionId, apiKeyId: member.apiKey?.id };
      const result = await consumeCredits({ ...payer, isPremium: member.isPremium, ...body, idempotencyKey: headers['idempotency-key'] }, deps);
      return { success: true as const, creditsConsumed: result.charged, remainingCredits: result.remainingCredits };
    },
    {
      verifiedMember: true,
      body: ConsumeBody,
      headers: IdempotencyHeaders,
      response: { 200: ConsumeResponse, ...refusals },
      detail: {
        operationId: 'consumeCredits',
        tags,
        summary: 'Spend credits for an export (premium members are not charged). Send Idempotency-Key to make a retry safe.',
      },
    },
  );
