import * as v from 'valibot';
import { CREDIT_PRICES } from '../../domain/prices';

const studentId = v.pipe(v.string('studentId is required'), v.uuid('Not a valid student id'));

export const UnlockBody = v.object({ studentId });

export const BulkUnlockBody = v.object({
  studentIds: v.pipe(
    v.array(studentId, 'studentIds must be a list'),
    v.minLength(1, 'At least one student must be selected'),
    v.maxLength(500, 'At most 500 students can be unlocked at once'),
  ),
});

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

export const BulkUnlockResponse = v.object({
  unlocked: v.number(),
  creditsConsumed: v.number(),
  remainingCredits: v.number(),
  /** every requested student, now unlocked (new and earlier unlocks alike) */
  studentIds: v.array(v.string()),
});

export const ConsumeResponse = v.object({ success: v.literal(true), creditsConsumed: v.number(), remainingCredits: v.number() });

export const UnlockedListResponse = v.object({
  unlockedStudents: v.array(v.object({ studentId: v.string(), unlockedAt: v.string() })),
});

export const PricesResponse = v.object({
  prices: v.object({ unlock: v.literal(CREDIT_PRICES.unlock), save: v.literal(CREDIT_PRICES.save), export: v.literal(CREDIT_PRICES.export) }),
  premiumPrices: v.object({ unlock: v.number(), save: v.number(), export: v.number() }),
  lowCreditThreshold: v.number(),
});
