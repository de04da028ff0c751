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
};
