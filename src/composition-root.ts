/**
 * The one composition root: every module's API, built once, on first use, from the APIs it depends on. The server
 * (src/app.ts) asks for all of them and mounts their routes; a command (src/cli.ts) asks only for what it runs, and
 * gets only that and its dependencies (`make import` builds credits, privacy, webhooks, leads and imports). APIs form
 * a graph without cycles (buildOnce refuses one); routes and the webhook delivery come after, and may use any API.
 */
import { createAdminApi, type AdminModuleApi } from '@modules/admin';
import { announceAsEvents, createAlertsApi, type AlertsModuleApi, type MatchAnnouncer } from '@modules/alerts';
import { type BillingModuleApi, createBillingApi } from '@modules/billing';
import type { BuyerContact, PoolGrants } from '@modules/billing/contracts';
import { createCollectionsApi, type CollectionsModuleApi } from '@modules/collections';
import { createCreditsApi, type CreditsModuleApi } from '@modules/credits';
import { createIdentityApi, type IdentityModuleApi, type InstitutionFigures } from '@modules/identity';
import { memberNotFound } from '@modules/identity/contracts';
import { createImportsApi, type ImportsModuleApi } from '@modules/imports';
import { createLeadsApi, type LeadsModuleApi } from '@modules/leads';
import { createMarketingApi } from '@modules/marketing';
import type { MarketingApi } from '@modules/marketing/contracts';
import { createPrivacyApi, type PrivacyModuleApi } from '@modules/privacy';
import type { StudentLinks } from '@modules/privacy/contracts';
import { createReportsApi } from '@modules/reports';
import { createRightsApi, type RightsModuleApi } from '@modules/rights';
import { createWebhooksApi, type WebhooksModuleApi } from '@modules/webhooks';
import { createAuditTrail } from '@platform/audit/sql-audit-trail';
import type { Config } from '@platform/config';
import type { Orm } from '@platform/db/orm';
import type { Transaction } from '@platform/kernel/transaction';
import { createBackgroundTasks } from '@platform/kernel/background';
import { buildOnce } from '@platform/kernel/build-once';
import { type Clock, systemClock } from '@platform/kernel/clock';
import { createMailer } from '@platform/mail/create-mailer';
import type { Mailer } from '@platform/mail/mailer.port';
import type { ModuleDeps } from '@platform/module';
import { createSmsSender } from '@platform/sms/create-sms-sender';
import type { SmsSender } from '@platform/sms/sms-sender.port';
import { studentLinks } from './student-links';

export type GraphOptions = {
  /** text messages (the rights portal's codes); default: SMS_PROVIDER_URL's gateway, or the sms_outbox table */
  sms?: SmsSender;
  /** saved searches' new matches; default: the `saved_search.matched` webhook (ADR 0015, ADR 0016) */
  announcer?: MatchAnnouncer;
};

export function moduleGraph(deps: ModuleDeps, options: GraphOptions = {}) {
  const once = buildOnce();
  const graph = {
    // credits depends on no module: balances, the ledger, charged transactions; the low-pool e-mail asks identity for
    // the owner and managers only after a charge commits (ADR 0021), by then identity is built
    get credits(): CreditsModuleApi {
      return once('credits', () => createCreditsApi(deps, { watchers: { seatRunnersOf: (institutionId) => graph.identity.seatRunnersOf(institutionId) } }));
    },
    // identity's member answers carry the balance; the auth guard is built from this API
    get identity(): IdentityModuleApi {
      return once('identity', () => createIdentityApi(deps, { balances: graph.credits }));
    },
    get marketing(): MarketingApi {
      return once('marketing', () => createMarketingApi(deps));
    },
    // privacy depends on no module: an act that must know who holds a copy is handed `links` (below)
    get privacy(): PrivacyModuleApi {
      return once('privacy', () => createPrivacyApi(deps));
    },
    // the outbox: leads and collections write their events into it inside their own transactions
    get webhooks(): WebhooksModuleApi {
      return once('webhooks', () => createWebhooksApi(deps));
    },
    get leads(): LeadsModuleApi {
      return once('leads', () =>
        createLeadsApi(deps, {
          credits: graph.credits,
          creditBack: { refunds: graph.credits, mailAddresses: (ids) => graph.identity.mailAddresses(ids) },
          consents: graph.privacy.recordConsents,
          consentFilter: graph.privacy,
          unlockEvents: graph.webhooks.unlocked,
          adminPrivacy: graph.privacy,
        }),
      );
    },
    get collections(): CollectionsModuleApi {
      return once('collections', () => createCollectionsApi(deps, { credits: graph.credits, leads: graph.leads, exportEvents: graph.webhooks.exported }));
    },
    // ADR 0017: who a student is and who holds a copy, for privacy's notices (read from leads, collections, identity)
    get links(): StudentLinks {
      return once('links', () => studentLinks(graph.leads, graph.collections, graph.identity));
    },
    get reports() {
      return once('reports', () => createReportsApi(deps, { students: graph.leads, credits: graph.credits }));
    },
    get alerts(): AlertsModuleApi {
      return once('alerts', () =>
        createAlertsApi(deps, { leads: graph.leads, members: graph.identity.members, announcer: options.announcer ?? announceAsEvents(graph.webhooks) }),
      );
    },
    get imports(): ImportsModuleApi {
      return once('imports', () => createImportsApi(deps, { students: graph.leads.admin, consents: graph.privacy, credits: graph.credits }));
    },
    get admin(): AdminModuleApi {
      return once('admin', () =>
        createAdminApi(deps, {
          students: graph.leads.admin,
          leads: graph.leads,
          credits: graph.credits,
          collections: graph.collections,
          imports: graph.imports,
          privacy: graph.privacy,
          links: graph.links,
        }),
      );
    },
    get rights(): RightsModuleApi {
      return once('rights', () =>
        createRightsApi(
          { ...deps, sms: options.sms ?? createSmsSender(deps.config, deps.orm) },
          {
            students: graph.leads.admin,
            consents: graph.privacy,
            links: graph.links,
            admin: graph.admin,
            institutions: graph.identity.memberAdmin,
            seasons: graph.leads,
          },
        ),
      );
    },
    // ADR 0021: a paid invoice's credits go to the buyer's institution's pool (`buyerId` is the member's id)
    get billing(): BillingModuleApi {
      return once('billing', () =>
        createBillingApi(deps, {
          grants: { grantWithin: (tx, grant) => grantToBuyersPool(graph, tx, grant) },
          buyers: { contactOf: (buyerId) => buyerContact(graph.identity, buyerId) },
        }),
      );
    },
    /** the modules built so far, dependencies first */
    built: () => once.built(),
  };
  return graph;
}

export type ModuleGraph = ReturnType<typeof moduleGraph>;

/** A buyer (today a member) as billing names and writes to them: identity's address and institution name. */
async function buyerContact(identity: IdentityModuleApi, buyerId: string): Promise<BuyerContact | null> {
  const [addresses, institutions] = await Promise.all([identity.mailAddresses([buyerId]), identity.memberAdmin.institutionsOf([buyerId])]);
  const address = addresses.get(buyerId);
  return address ? { email: address.email, firstName: address.firstName, name: institutions.get(buyerId) ?? address.firstName } : null;
}

/** ADR 0021: the buyer's institution, read inside the invoice's transaction, and the credits granted to its pool. */
async function grantToBuyersPool(graph: ModuleGraph, tx: Transaction, grant: Parameters<PoolGrants['grantWithin']>[1]) {
  const institutionId = await graph.identity.memberAdmin.institutionIdOf(grant.buyerId, tx);
  if (!institutionId) throw memberNotFound();
  return graph.credits.grantWithin(tx, { ...grant, institutionId, memberId: grant.buyerId });
}

/** ADR 0021, the admin's institutions view: credits' pools, this month's charges and grant, billing's unpaid invoices. */
export function institutionFigures(graph: ModuleGraph): InstitutionFigures {
  return {
    balances: (institutionIds) => graph.credits.balances(institutionIds),
    usedThisMonth: (institutionIds) => graph.credits.usedThisMonth(institutionIds),
    unpaidInvoices: (institutionIds) => graph.billing.unpaidInvoices(institutionIds),
    grant: (grant) => graph.credits.grants.grant(grant),
  };
}

/** What a command (src/cli.ts) hands the graph: the server's defaults, without the HTTP guard and rate limits. */
export function commandDeps(orm: Orm, config: Config, overrides: { clock?: Clock; mailer?: Mailer } = {}): ModuleDeps {
  return {
    orm,
    config,
    clock: overrides.clock ?? systemClock,
    audit: createAuditTrail(orm),
    // the delete-your-copy e-mails of an erasure (ADR 0017) go out as the server's would
    mailer: overrides.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }, orm),
    background: createBackgroundTasks(),
  };
}
