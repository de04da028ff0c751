import type { AuditTrail } from '@platform/audit/audit-trail';
import type { UnitOfWork } from '@platform/kernel/transaction';
import type { CreditLedger } from './ports/credit-ledger.port';
import type { IdempotentRequests } from './ports/idempotent-requests.port';

/** Everything the credits use cases may need; each takes only what it uses. */
export type CreditsDeps = {
  transaction: UnitOfWork;
  ledger: CreditLedger;
  idempotent: IdempotentRequests;
  audit: AuditTrail;
  /** ADR 0021, low pool: told after the commit of a charge that took the pool below 10 credits (once until topped up) */
  lowPool?: (institutionId: string, remaining: number) => void;
};
