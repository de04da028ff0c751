import type { ChargeResult, PayerIds } from '../contracts';
import { chargedTransaction } from './charged-transaction.use-case';
import type { CreditsDeps } from './credits-deps';

export type ConsumeInput = PayerIds & {
  isPremium: boolean;
  transactionType: 'export';
  creditsToConsume: number;
  description: string;
  idempotencyKey?: string;
};

/** Spends credits for an export done in the browser; premium members are not charged. */
export function consumeCredits(input: ConsumeInput, deps: Pick<CreditsDeps, 'transaction' | 'ledger' | 'idempotent'>): Promise<ChargeResult> {
  const { memberId, institutionId, apiKeyId, isPremium, idempotencyKey, ...request } = input;
  return chargedTransaction(
    { memberId, institutionId, apiKeyId, operation: 'consume', idempotencyKey, request },
    ({ charge }) => charge({ isPremium, kind: request.transactionType, quantity: request.creditsToConsume, description: request.description }),
    deps,
  );
}
