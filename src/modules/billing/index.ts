import { type AnyElysia, Elysia } from 'elysia';
import { createUnitOfWork } from '@platform/db/unit-of-work';
import type { ModuleDeps, WebDeps } from '@platform/module';
import { billingAdminRoutes } from './adapters/http/billing-admin.routes';
import { billingInvoiceRoutes } from './adapters/http/billing-invoices.routes';
import { billingMemberRoutes } from './adapters/http/billing-member.routes';
import { bankTransferCollector } from './adapters/payment/bank-transfer.collector';
import { pdfkitInvoiceRenderer } from './adapters/pdf/invoice-pdf';
import { createBillingSettingsRepository } from './adapters/persistence/billing-settings.repository';
import { createCreditPacksRepository } from './adapters/persistence/credit-packs.repository';
import { createInvoicesRepository } from './adapters/persistence/invoices.repository';
import type { BillingDeps } from './application/billing-deps';
import type { BillingApi, Buyers, PaymentCollector, PoolGrants } from './contracts';

/** Registered with the ORM by the composition root: none, every statement of this module is raw SQL. */
export const billingEntities = [];

/** The billing API with what its own routes use (other modules see `BillingApi`: nothing). */
export type BillingModuleApi = BillingApi & { internal: BillingDeps };

/**
 * Credit packs and GST invoices (ADR 0021, "Invoices"): admins set the packs and the company's billing details; a
 * verified member requests a pack and gets its tax invoice at once; an admin marks it paid and the credits reach the
 * buyer's pool (`grants`, credits' grantWithin today) in the same transaction. Billing imports no module: the buyer's
 * address and the pool come through its ports, filled by the composition root.
 */
export function createBillingApi(
  deps: Pick<ModuleDeps, 'orm' | 'audit' | 'mailer' | 'background' | 'clock' | 'config'>,
  others: { grants: PoolGrants; buyers: Buyers; collector?: PaymentCollector },
): BillingModuleApi {
  const invoices = createInvoicesRepository(deps.orm);
  return {
    unpaidInvoices: (institutionIds) => invoices.openCounts(institutionIds, deps.clock.now()),
    internal: {
      transaction: createUnitOfWork(deps.orm),
      packs: createCreditPacksRepository(deps.orm),
      settings: createBillingSettingsRepository(deps.orm),
      invoices,
      grants: others.grants,
      buyers: others.buyers,
      collector: others.collector ?? bankTransferCollector,
      renderer: pdfkitInvoiceRenderer,
      audit: deps.audit,
      mailer: deps.mailer,
      background: deps.background,
      clock: deps.clock,
      publicUrl: deps.config.publicUrl,
    },
  };
}

/** The members' routes (packs, their invoices), then the admins' (packs, settings, invoices). */
export const billingRoutes = (api: BillingModuleApi, web: WebDeps): AnyElysia => {
  const deps = { ...api.internal, auth: web.auth };
  return new Elysia({ name: 'billing.all-routes' }).use(billingMemberRoutes(deps)).use(billingAdminRoutes(deps)).use(billingInvoiceRoutes(deps));
};
