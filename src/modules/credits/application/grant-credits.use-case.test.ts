import { describe, expect, it } from 'bun:test';
import { grantCredits, grantCreditsWithin } from './grant-credits.use-case';
import { inMemoryCredits } from './testing/in-memory-credits';

const admin = { kind: 'admin' as const, id: 'admin-1', label: 'root <root@edureach.in>' };

describe('an administrator granting credits', () => {
  it('adds to the balance, writes the admin_grant row naming the admin, and audits the grant with the new balance', async () => {
    const { world, deps } = inMemoryCredits({ m: 10 });
    expect(await grantCredits({ memberId: 'm', institutionId: 'm', credits: 50, actor: admin }, deps)).toEqual({ credits: 60 });
    expect(world.ledger).toEqual([
      {
        memberId: 'm',
        kind: 'admin_grant',
        studentId: null,
        credits: -50,
        remaining: 60,
        description: '50 credits granted by an administrator',
        idempotencyKey: null,
        actorId: 'admin-1',
      },
    ]);
    expect(world.audit).toEqual([
      { actor: admin, action: 'member.credits_assign', subject: { kind: 'member', memberId: 'm' }, detail: { credits: 50, balance: 60 } },
    ]);
  });

  it('refuses fractions and negative amounts before touching anything', async () => {
    const { world, deps } = inMemoryCredits({ m: 10 });
    for (const credits of [-5, 2.5]) {
      await expect(grantCredits({ memberId: 'm', institutionId: 'm', credits, actor: admin }, deps)).rejects.toMatchObject({
        kind: 'invalid',
        code: 'CREDITS.INVALID_AMOUNT',
      });
    }
    expect(world.balances.get('m')).toBe(10);
    expect(world.ledger).toEqual([]);
  });

  it('answers 404 for an unknown member and audits nothing', async () => {
    const { world, deps } = inMemoryCredits({});
    await expect(grantCredits({ memberId: 'nobody', institutionId: 'nobody', credits: 5, actor: admin }, deps)).rejects.toMatchObject({
      kind: 'not_found',
      code: 'MEMBERS.NOT_FOUND',
      message: 'User not found',
    });
    expect(world.audit).toEqual([]);
  });
});

describe('credits bought, inside the buyer’s transaction', () => {
  it('adds to the balance with a purchase row carrying its reference, and audits nothing itself', async () => {
    const { world, deps } = inMemoryCredits({ m: 10 });
    const granted = await deps.transaction((tx) =>
      grantCreditsWithin(tx, { memberId: 'm', institutionId: 'm', credits: 500, reference: 'invoice:1', description: 'Starter' }, deps),
    );
    expect(granted).toEqual({ credits: 510 });
    expect(world.ledger).toEqual([
      { memberId: 'm', kind: 'purchase', studentId: null, credits: -500, remaining: 510, description: 'Starter', idempotencyKey: null, actorId: null },
    ]);
    expect(world.audit).toEqual([]);
  });

  it('refuses nothing to grant and an unknown member', async () => {
    const { world, deps } = inMemoryCredits({ m: 10 });
    const grant = (memberId: string, credits: number) =>
      deps.transaction((tx) => grantCreditsWithin(tx, { memberId, institutionId: memberId, credits, reference: 'invoice:1', description: 'Starter' }, deps));
    await expect(grant('m', 0)).rejects.toMatchObject({ code: 'CREDITS.INVALID_AMOUNT' });
    await expect(grant('nobody', 5)).rejects.toMatchObject({ code: 'MEMBERS.NOT_FOUND' });
    expect(world.balances.get('m')).toBe(10);
  });
});
