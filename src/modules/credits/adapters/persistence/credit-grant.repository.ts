import type { AuditTrail } from '../../../../platform/audit/audit-trail';
import type { Orm } from '../../../../platform/db/orm';
import { transactionOf } from '../../../../platform/db/unit-of-work';
import { DomainError } from '../../../../platform/kernel/domain-error';
import type { CreditGrantApi } from '../../credit-grant.contracts';

export function createCreditGrantRepository(orm: Orm, audit: AuditTrail): CreditGrantApi {
  return {
    async grant({ memberId, credits, actor, description }) {
      if (!Number.isInteger(credits) || credits < 0) {
        throw new DomainError('invalid', 'CREDITS.INVALID_AMOUNT', 'Credits must be a whole number of 0 or more');
      }
      return orm.em.fork().transactional(async (tx) => {
        // the balance moves in SQL, never read-then-write; the ledger row commits with it or not at all
        const [row] = (await tx.execute('update website_users set credits = credits + ?, updated_at = now() where id = ? returning credits', [
          credits,
          memberId,
        ])) as { credits: number }[];
        if (!row) throw new DomainError('not_found', 'MEMBERS.NOT_FOUND', 'User not found');
        await tx.execute(
          `insert into credit_transactions (user_id, transaction_type, credits_consumed, credits_remaining, description, actor_id)
           values (?, 'admin_grant', ?, ?, ?, ?)`,
          [memberId, -credits, row.credits, description ?? `${credits} credits granted by an administrator`, actor.id],
        );
        await audit.recordWithin(transactionOf(tx), {
          actor,
          action: 'member.credits_assign',
          subject: { kind: 'member', memberId },
          detail: { credits, balance: Number(row.credits) },
        });
        return { credits: Number(row.credits) };
      });
    },
  };
}
