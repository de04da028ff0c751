import { Elysia } from 'elysia';
import * as v from 'valibot';
import type { AuditTrail } from '../../../../platform/audit/audit-trail';
import type { AuthPlugin } from '../../../../platform/http/auth';
import { ErrorResponse, IdempotencyHeaders } from '../../../../platform/http/schemas';
import { consumeCredits } from '../../application/consume-credits.use-case';
import type { CreditLedger } from '../../application/ports/credit-ledger.port';
import type { IdempotentRequests } from '../../application/ports/idempotent-requests.port';
import type { StudentDirectory } from '../../application/ports/student-directory.port';
import type { UnlockedStudents } from '../../application/ports/unlocked-students.port';
import { unlockStudents } from '../../application/unlock-students.use-case';
import { CREDIT_PRICES, LOW_CREDIT_THRESHOLD, pricesFor } from '../../domain/prices';
import {
  BulkUnlockBody, BulkUnlockResponse, ConsumeBody, ConsumeResponse, PricesResponse, UnlockBody, UnlockedListResponse,
} from './credits.schemas';

type Deps<Lead> = {
  auth: AuthPlugin;
  audit: AuditTrail;
  ledger: CreditLedger;
  idempotent: IdempotentRequests;
  unlocked: UnlockedStudents;
  students: StudentDirectory<Lead>;
  studentSchema: v.GenericSchema<Lead>;
};

const refusals = { 400: ErrorResponse, 401: ErrorResponse, 402: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const tags = ['Credits and unlocks'];

export const creditsRoutes = <Lead>(deps: Deps<Lead>) =>
  new Elysia({ name: 'credits.routes', prefix: '/api/website' })
    .use(deps.auth)
    .get('/credits/prices', () => ({ prices: CREDIT_PRICES, premiumPrices: pricesFor(true), lowCreditThreshold: LOW_CREDIT_THRESHOLD }), {
      response: { 200: PricesResponse },
      detail: {
        operationId: 'getCreditPrices',
        tags,
        summary: 'The pricing table: credits per student to unlock, save and export; premiumPrices is what premium members pay (saving only)',
        security: [],
      },
    })
    .get(
      '/students/unlocked',
      async ({ member }) => ({
        unlockedStudents: (await deps.unlocked.list(member.id)).map((row) => ({ studentId: row.studentId, unlockedAt: row.unlockedAt.toISOString() })),
      }),
      {
        member: true,
        response: { 200: UnlockedListResponse, 401: ErrorResponse, 403: ErrorResponse },
        detail: { operationId: 'listUnlockedStudents', tags, summary: 'The students this member has unlocked' },
      },
    )
    .post(
      '/students/unlock',
      async ({ body, member, headers }) => {
        const result = await unlockStudents(member, { operation: 'unlock', studentIds: [body.studentId], idempotencyKey: headers['idempotency-key'] }, deps);
        const [student] = await deps.students.presentForMember({ memberId: member.id, isPremium: member.isPremium }, [body.studentId]);
        return { remainingCredits: result.remainingCredits, creditsConsumed: result.creditsConsumed, alreadyUnlocked: result.unlocked === 0, student: student! };
      },
      {
        verifiedMember: true,
        body: UnlockBody,
        headers: IdempotencyHeaders,
        response: {
          200: v.object({ remainingCredits: v.number(), creditsConsumed: v.number(), alreadyUnlocked: v.boolean(), student: deps.studentSchema }),
          ...refusals,
        },
        detail: {
          operationId: 'unlockStudent',
          tags,
          summary: 'Unlock one student: 1 credit the first time, free afterwards and for premium members; answers the unmasked student',
          description: 'Send Idempotency-Key to make a retry safe: the retry answers the first result (same creditsConsumed) and is not charged again.',
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
          summary: 'Unlock several students, all or nothing: 1 credit per student not unlocked before; 402 and nothing charged when short',
          description: 'Send Idempotency-Key to make a retry safe: the retry answers the first result and is not charged again.',
        },
      },
    )
    .post(
      '/credits/consume',
      async ({ body, member, headers }) => {
        const result = await consumeCredits(
          { memberId: member.id, isPremium: member.isPremium, ...body, idempotencyKey: headers['idempotency-key'] },
          deps,
        );
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
