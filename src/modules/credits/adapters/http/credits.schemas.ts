import * as v from 'valibot';
import { CREDIT_PRICES } from '@modules/credits/domain/prices';

export const ConsumeBody = v.object({
  transactionType: v.picklist(['export'], "transactionType must be 'export'"),
  creditsToConsume: v.pipe(
    v.number('creditsToConsume must be a number'),
    v.integer('creditsToConsume must be a whole number'),
    v.minValue(1, 'creditsToConsume must be at least 1'),
    v.maxValue(100_000, 'creditsToConsume is too large'),
  ),
  description: v.pipe(v.string(), v.trim(), v.minLength(1, 'A description is required'), v.maxLength(500, 'Description is too long')),
});

export const ConsumeResponse = v.object({ success: v.literal(true), creditsConsumed: v.number(), remainingCredits: v.number() });

export const PricesResponse = v.object({
  prices: v.object({ unlock: v.literal(CREDIT_PRICES.unlock), save: v.literal(CREDIT_PRICES.save), export: v.literal(CREDIT_PRICES.export) }),
  premiumPrices: v.object({ unlock: v.number(), save: v.number(), export: v.number() }),
  lowCreditThreshold: v.number(),
});
