import type { Transaction } from '@platform/kernel/transaction';
import type { ChargeRequest, ChargeResult } from '../contracts';
import { insufficientCredits, seatLimitReached } from '../domain/credits.errors';
import { unitPrice } from '../domain/prices';
import type { CreditsDeps } from './credits-deps';
import type { LedgerEntry } from './ports/credit-ledger.port';

/**
 * Charges within the caller's transaction: all of it, or nothing and a 402 (the pool is short) or a 403 (the seat's
 * monthly limit, ADR 0021). Retries are chargedTransaction's
 * concern; the key is only recorded on the ledger rows, so each row can be traced to the request that paid it.
 */
export async function charge(tx: Transaction, request: ChargeRequest, deps: Pick<CreditsDeps, 'ledger'>): Promise<ChargeResult & { lowPoolCrossed?: true }> {
  const price = unitPrice(request.kind, request.isPremium);
  const entries: LedgerEntry[] = request.studentIds
    ? request.studentIds.map((studentId) => ({ kind: request.kind, studentId, credits: price, description: request.description }))
    : [{ kind: request.kind, studentId: null, credits: price * (request.quantity ?? 0), description: request.description }];
  const total = entries.reduce((sum, entry) => sum + entry.credits, 0);
  const payer = { institutionId: request.institutionId, memberId: request.memberId, apiKeyId: request.apiKeyId };
  if (total === 0) return { charged: 0, remainingCredits: (await deps.ledger.balances([payer.institutionId], tx)).get(payer.institutionId)! };
  const outcome = await deps.ledger.spend(tx, payer, entries, request.idempotencyKey);
  if ('remaining' in outcome)
    return { charged: total, remainingCredits: outcome.remaining, ...(outcome.lowPoolCrossed ? { lowPoolCrossed: true as const } : {}) };
  throw outcome.refused === 'seat-limit' ? seatLimitReached(outcome.limit, outcome.used) : insufficientCredits();
}
