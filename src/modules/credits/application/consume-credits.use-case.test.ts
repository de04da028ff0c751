import { describe, expect, it } from 'bun:test';
import { consumeCredits } from './consume-credits.use-case';
import { inMemoryCredits } from './testing/in-memory-credits';

const request = (isPremium: boolean, creditsToConsume: number, idempotencyKey?: string) => ({
  memberId: 'm',
  institutionId: 'm',
  isPremium,
  transactionType: 'export' as const,
  creditsToConsume,
  description: 'Exported 12 students',
  idempotencyKey,
});

describe('consuming credits for an export done in the browser', () => {
  it('spends the credits asked, in one ledger row without a student', async () => {
    const { world, deps } = inMemoryCredits({ m: 20 });
    expect(await consumeCredits(request(false, 12), deps)).toEqual({ charged: 12, remainingCredits: 8 });
    expect(world.ledger).toMatchObject([{ kind: 'export', studentId: null, credits: 12, remaining: 8, description: 'Exported 12 students' }]);
  });

  it('charges premium members nothing', async () => {
    const { world, deps } = inMemoryCredits({ m: 20 });
    expect(await consumeCredits(request(true, 12), deps)).toEqual({ charged: 0, remainingCredits: 20 });
    expect(world.ledger).toEqual([]);
  });

  it('charges nothing when the balance is short', async () => {
    const { world, deps } = inMemoryCredits({ m: 5 });
    await expect(consumeCredits(request(false, 12), deps)).rejects.toMatchObject({ code: 'CREDITS.INSUFFICIENT' });
    expect(world.balances.get('m')).toBe(5);
  });

  it('charges a retry with the same Idempotency-Key once', async () => {
    const { world, deps } = inMemoryCredits({ m: 20 });
    await consumeCredits(request(false, 3, 'k'), deps);
    expect(await consumeCredits(request(false, 3, 'k'), deps)).toEqual({ charged: 3, remainingCredits: 17 });
    expect(world.balances.get('m')).toBe(17);
  });
});
