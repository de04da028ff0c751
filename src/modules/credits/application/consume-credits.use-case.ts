import type { ChargeResult } from '../contracts';
import { charge } from './charge.use-case';
import type { CreditLedger } from './ports/credit-ledger.port';

export type ConsumeInput = { memberId: string; isPremium: boolean; transactionType: 'export'; creditsToConsume: number; description: string; idempotencyKey?: string };

/** Spends credits for an export done in the browser; premium members are not charged. */
export function consumeCredits(input: ConsumeInput, deps: { ledger: CreditLedger }): Promise<ChargeResult> {
  return deps.ledger.transaction((em) =>
    charge(
      em,
      {
        memberId: input.memberId,
        isPremium: input.isPremium,
        kind: input.transactionType,
        quantity: input.creditsToConsume,
        description: input.description,
        idempotencyKey: input.idempotencyKey,
      },
      deps,
    ),
  );
}
