import type { AuditTrail } from '@platform/audit/audit-trail';
import type { BackgroundTasks } from '@platform/kernel/background';
import type { Clock } from '@platform/kernel/clock';
import type { UnitOfWork } from '@platform/kernel/transaction';
import type { Mailer } from '@platform/mail/mailer.port';
import type { BillingSettingsStore } from './ports/billing-settings.port';
import type { Buyers } from './ports/buyers.port';
import type { CreditPacks } from './ports/credit-packs.port';
import type { InvoiceRenderer } from './ports/invoice-renderer.port';
import type { Invoices } from './ports/invoices.port';
import type { PaymentCollector } from './ports/payment-collector.port';
import type { PoolGrants } from './ports/pool-grants.port';

/** Everything the billing use cases may need; each takes only what it uses. */
export type BillingDeps = {
  transaction: UnitOfWork;
  packs: CreditPacks;
  settings: BillingSettingsStore;
  invoices: Invoices;
  grants: PoolGrants;
  buyers: Buyers;
  collector: PaymentCollector;
  renderer: InvoiceRenderer;
  audit: AuditTrail;
  mailer: Mailer;
  /** the e-mails go after the answer, once the transaction has committed */
  background: BackgroundTasks;
  clock: Clock;
  /** for links in e-mails */
  publicUrl: string;
};
