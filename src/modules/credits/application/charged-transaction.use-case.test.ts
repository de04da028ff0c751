import { describe, expect, it } from 'bun:test';
import type { ChargeScope } from '../contracts';
import { chargedTransaction } from './charged-transaction.use-case';
import { inMemoryCredits } from './testing/in-memory-credits';

const member = 'member-1';
const bought: string[][] = [];
/** What a buying module does inside the transaction: writes what is bought, then charges for it. */
const buy =
  (studentIds: string[], kind: 'unlock' | 'save' | 'export' = 'unlock', isPremium = false) =>
  async ({ charge }: ChargeScope) => {
    bought.push(studentIds);
    const paid = await charge({ isPremium, kind, studentIds, description: `Bought ${studentIds.length}` });
    return { bought: studentIds.length, ...paid };
  };
const operation = (request: unknown, idempotencyKey?: string) => ({ memberId: member, institutionId: member, operation: 'unlock', idempotencyKey, request });

describe('a charged transaction', () => {
  it('charges each student the price of the kind, one ledger row each, and answers the balance after', async () => {
    const { world, deps } = inMemoryCredits({ [member]: 10 });
    expect(await chargedTransaction(operation({ ids: ['a', 'b', 'c'] }), buy(['a', 'b', 'c']), deps)).toEqual({ bought: 3, charged: 3, remainingCredits: 7 });
    expect(world.balances.get(member)).toBe(7);
    expect(world.ledger.map((row) => [row.studentId, row.credits, row.remaining])).toEqual([
      ['a', 1, 9],
      ['b', 1, 8],
      ['c', 1, 7],
    ]);
  });

  it("locks the member's balance before the work runs, so one member's purchases run one at a time", async () => {
    const { world, deps } = inMemoryCredits({ [member]: 10 });
    await chargedTransaction(
      operation({}),
      async () => {
        expect(world.locked).toEqual([member]);
        return null;
      },
      deps,
    );
  });

  it('charges nothing when credits are short: 402, and what the work wrote is rolled back with it', async () => {
    const { world, deps } = inMemoryCredits({ [member]: 2 });
    const work = async ({ charge }: ChargeScope) => {
      world.audit.push({ actor: { kind: 'member', id: member, label: 'm' }, action: 'student.bulk_unlock', subject: { kind: 'students' } });
      return charge({ isPremium: false, kind: 'unlock', studentIds: ['a', 'b', 'c'], description: 'Bought 3' });
    };
    await expect(chargedTransaction(operation({}), work, deps)).rejects.toMatchObject({
      kind: 'payment_required',
      code: 'CREDITS.INSUFFICIENT',
      message: 'Insufficient credits',
    });
    expect(world.balances.get(member)).toBe(2);
    expect(world.ledger).toEqual([]);
    expect(world.audit).toEqual([]);
  });

  it('charges premium members nothing to unlock or export, but the save like everyone (spec 001 §9)', async () => {
    const { world, deps } = inMemoryCredits({ [member]: 5 });
    expect(await chargedTransaction(operation({ n: 1 }), buy(['a', 'b'], 'unlock', true), deps)).toMatchObject({ charged: 0, remainingCredits: 5 });
    expect(await chargedTransaction(operation({ n: 2 }), buy(['a', 'b'], 'export', true), deps)).toMatchObject({ charged: 0, remainingCredits: 5 });
    expect(await chargedTransaction(operation({ n: 3 }), buy(['a', 'b'], 'save', true), deps)).toMatchObject({ charged: 2, remainingCredits: 3 });
    expect(world.ledger.map((row) => row.kind)).toEqual(['save', 'save']);
  });

  it('answers a retry with the same Idempotency-Key with the first result, without running the work or charging again', async () => {
    const { world, deps } = inMemoryCredits({ [member]: 10 });
    bought.length = 0;
    const first = await chargedTransaction(operation({ ids: ['a', 'b'] }, 'key-1'), buy(['a', 'b']), deps);
    const retry = await chargedTransaction(operation({ ids: ['a', 'b'] }, 'key-1'), buy(['a', 'b']), deps);
    expect(retry).toEqual(first);
    expect(bought).toEqual([['a', 'b']]);
    expect(world.balances.get(member)).toBe(8);
    expect(world.ledger.every((row) => row.idempotencyKey === 'key-1')).toBe(true);
  });

  it('with a key, locks the balance by claiming the key, and reads a stored answer only when the key is taken (ADR 0003)', async () => {
    const { world, deps } = inMemoryCredits({ [member]: 10 });
    const calls: string[] = [];
    const idempotent = {
      lockAndClaim: (...args: Parameters<typeof deps.idempotent.lockAndClaim>) => (calls.push('claim'), deps.idempotent.lockAndClaim(...args)),
      find: (...args: Parameters<typeof deps.idempotent.find>) => (calls.push('find'), deps.idempotent.find(...args)),
      remember: (...args: Parameters<typeof deps.idempotent.remember>) => (calls.push('remember'), deps.idempotent.remember(...args)),
    };
    const ledger = { ...deps.ledger, lockBalance: async () => void calls.push('lock') };
    const work = async (scope: ChargeScope) => (calls.push('work'), buy(['a'])(scope));
    const first = await chargedTransaction(operation({ ids: ['a'] }, 'key-1'), work, { ...deps, idempotent, ledger });
    expect(calls).toEqual(['claim', 'work', 'remember']);
    expect(world.locked).toEqual([member]);
    calls.length = 0;
    expect(await chargedTransaction(operation({ ids: ['a'] }, 'key-1'), work, { ...deps, idempotent, ledger })).toEqual(first);
    expect(calls).toEqual(['claim', 'find']);
    calls.length = 0;
    await chargedTransaction(operation({ ids: ['b'] }), work, { ...deps, idempotent, ledger });
    expect(calls).toEqual(['lock', 'work']);
  });

  it('refuses the same key sent with another request (409) and charges nothing for it', async () => {
    const { world, deps } = inMemoryCredits({ [member]: 10 });
    await chargedTransaction(operation({ ids: ['a'] }, 'key-1'), buy(['a']), deps);
    await expect(chargedTransaction(operation({ ids: ['b'] }, 'key-1'), buy(['b']), deps)).rejects.toMatchObject({ code: 'IDEMPOTENCY.KEY_REUSED' });
    expect(world.balances.get(member)).toBe(9);
  });

  it('remembers nothing of a failed attempt: the same key works once credits arrive', async () => {
    const { world, deps } = inMemoryCredits({ [member]: 1 });
    await expect(chargedTransaction(operation({ ids: ['a', 'b'] }, 'key-1'), buy(['a', 'b']), deps)).rejects.toMatchObject({ code: 'CREDITS.INSUFFICIENT' });
    expect(world.answers.size).toBe(0);
    world.balances.set(member, 5);
    expect(await chargedTransaction(operation({ ids: ['a', 'b'] }, 'key-1'), buy(['a', 'b']), deps)).toMatchObject({ charged: 2, remainingCredits: 3 });
  });

  it('answers the balance without a ledger row when there is nothing to pay', async () => {
    const { world, deps } = inMemoryCredits({ [member]: 4 });
    expect(await chargedTransaction(operation({}), buy([]), deps)).toEqual({ bought: 0, charged: 0, remainingCredits: 4 });
    expect(world.ledger).toEqual([]);
  });

  it('tells lowPool after the commit of the charge that took the pool below 10, never for a rolled-back one', async () => {
    const { deps } = inMemoryCredits({ [member]: 11 });
    const told: [string, number][] = [];
    const watched = { ...deps, lowPool: (institutionId: string, remaining: number) => told.push([institutionId, remaining]) };
    const failing = async (scope: ChargeScope) => {
      await buy(['x', 'y'])(scope);
      throw new Error('the work failed after the charge');
    };
    await expect(chargedTransaction(operation({ ids: ['x', 'y'] }), failing, watched)).rejects.toThrow('the work failed');
    expect(told).toEqual([]);
    await chargedTransaction(operation({ ids: ['a'] }), buy(['a']), watched);
    expect(told).toEqual([]);
    await chargedTransaction(operation({ ids: ['b'] }), buy(['b']), watched);
    expect(told).toEqual([[member, 9]]);
  });
});
