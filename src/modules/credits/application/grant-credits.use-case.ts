import { memberNotFound } from '@modules/identity/contracts';
import type { Transaction } from '@platform/kernel/transaction';
import type { CreditGrant, PurchaseGrant } from '../credit-grant.contracts';
import { invalidGrant } from '../domain/credits.errors';
import { grantDescription, isGrantableAmount } from '../domain/grants';
import type { CreditsDeps } from './credits-deps';

/**
 * An administrator adds credits to a member's institution's pool (ADR 0021). The balance moves in SQL (never read-then-write), and the
 * 'admin_grant' ledger row naming the admin and the audit row commit with it, or nothing does.
 */
export async function grantCredits(grant: CreditGrant, deps: Pick<CreditsDeps, 'transaction' | 'ledger' | 'audit'>): Promise<{ credits: number }> {
  const { memberId, institutionId, credits, actor } = grant;
  if (!isGrantableAmount(credits)) throw invalidGrant();
  return deps.transaction(async (tx) => {
    const row = { description: grantDescription(credits, grant.description), actorId: actor.id };
    const balance = await deps.ledger.grant(tx, { institutionId, memberId }, credits, row);
    if (balance === null) throw memberNotFound();
    await deps.audit.recordWithin(tx, { actor, action: 'member.credits_assign', subject: { kind: 'member', memberId }, detail: { credits, balance } });
    return { credits: balance };
  });
}

/**
 * Credits bought (a credit pack's invoice, marked paid): the same move of the pool as an administrator's grant,
 * inside the caller's transaction, so that the credits, their 'purchase' ledger row and whatever the caller writes (the
 * invoice's status) commit together or not at all. The caller audits. The reference is unique per member on the
 * ledger: a second grant of the same purchase fails, rolling the caller's transaction back.
 */
export async function grantCreditsWithin(tx: Transaction, grant: PurchaseGrant, deps: Pick<CreditsDeps, 'ledger'>): Promise<{ credits: number }> {
  if (!isGrantableAmount(grant.credits) || grant.credits === 0) throw invalidGrant();
  const balance = await deps.ledger.grant(tx, { institutionId: grant.institutionId, memberId: grant.memberId }, grant.credits, {
    description: grant.description,
    actorId: null,
    kind: 'purchase',
    reference: grant.reference,
  });
  if (balance === null) throw memberNotFound();
  return { credits: balance };
}
