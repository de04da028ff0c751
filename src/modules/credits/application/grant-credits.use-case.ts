import { memberNotFound } from '@modules/identity/contracts';
import type { CreditGrant } from '../credit-grant.contracts';
import { invalidGrant } from '../domain/credits.errors';
import { grantDescription, isGrantableAmount } from '../domain/grants';
import type { CreditsDeps } from './credits-deps';

/**
 * An administrator adds credits to a member's balance. The balance moves in SQL (never read-then-write), and the
 * 'admin_grant' ledger row naming the admin and the audit row commit with it, or nothing does.
 */
export async function grantCredits(grant: CreditGrant, deps: Pick<CreditsDeps, 'transaction' | 'ledger' | 'audit'>): Promise<{ credits: number }> {
  const { memberId, credits, actor } = grant;
  if (!isGrantableAmount(credits)) throw invalidGrant();
  return deps.transaction(async (tx) => {
    const balance = await deps.ledger.grant(tx, memberId, credits, { description: grantDescription(credits, grant.description), actorId: actor.id });
    if (balance === null) throw memberNotFound();
    await deps.audit.recordWithin(tx, { actor, action: 'member.credits_assign', subject: { kind: 'member', memberId }, detail: { credits, balance } });
    return { credits: balance };
  });
}
