import { memberNotFound } from '@modules/identity/contracts';
import type { CreditGrant } from '../credit-grant.contracts';
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
