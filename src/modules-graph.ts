/** The composition root's module graph: every module built once, in dependency order, wired through contracts. */
import type { ModuleDeps } from './platform/module';
import type { SmsSender } from './platform/sms/sms-sender.port';
import { createAdminModule } from './modules/admin';
import { createAlertsModule, type MatchAnnouncer } from './modules/alerts';
import { createCollectionsModule } from './modules/collections';
import { createCreditsModule, type createMemberBalances } from './modules/credits';
import { createIdentityModule, type createIdentitySessions } from './modules/identity';
import { createImportsModule } from './modules/imports';
import { createLeadsModule } from './modules/leads';
import { createReportsModule } from './modules/reports';
import { createMarketingModule } from './modules/marketing';
import { createPrivacyModule } from './modules/privacy';
import { createPrivacyRequestCounts, createRightsModule } from './modules/rights';
import { createWebhookEvents, createWebhooksModule } from './modules/webhooks';
import type { WebhookSender } from './modules/webhooks/contracts';
import { studentLinks } from './student-links';

export type ModuleOptions = {
  sessions: ReturnType<typeof createIdentitySessions>;
  balances: ReturnType<typeof createMemberBalances>;
  sms: SmsSender;
  webhookSender?: WebhookSender;
  announcer?: MatchAnnouncer;
};

export function composeModules(deps: ModuleDeps, { sessions, balances, sms, webhookSender, announcer }: ModuleOptions) {
  const { orm } = deps;
  const identity = createIdentityModule(deps, sessions, { balances });
  const marketing = createMarketingModule(deps);
  // dependencies point one way: credits knows no other module; leads buys unlocks through credits; collections buys
  // saves and exports through credits and sees students through leads
  const credits = createCreditsModule(deps, { members: (ids) => identity.api.mailAddresses(ids) });
  // privacy knows no other module; leads asks it each record's consent (the minor rule, provenance, the consent filter).
  // What it must know of a student and of who holds a copy (ADR 0017) comes through `links`, whose functions reach
  // leads, collections and identity when a withdrawal runs (never while the modules are built): studentLinks below.
  const privacy = createPrivacyModule(deps, {
    links: { contactOf: (id) => links.contactOf(id), copyHoldersOf: (id) => links.copyHoldersOf(id), namesOf: (ids) => links.namesOf(ids) },
  });
  // webhooks' outbox knows no module: leads and collections write their events to it inside their own transactions
  const events = createWebhookEvents(deps);
  const leads = createLeadsModule(deps, {
    credits: credits.api,
    consents: privacy.api.recordConsents,
    consentFilter: privacy.api,
    unlockEvents: events.unlocked,
    adminPrivacy: privacy.api,
  });
  const collections = createCollectionsModule(deps, {
    credits: credits.api,
    leads: leads.api,
    exportEvents: events.exported,
  });
  const links = studentLinks(leads.api, collections.api, identity.api);
  // the payloads show students as the member may see them when sent: webhooks → leads, and → identity for the standing
  const webhooks = createWebhooksModule(deps, { students: leads.api, members: identity.api.members, events, sender: webhookSender });
  const reports = createReportsModule(deps, { students: leads.api, credits: credits.api });
  // saved searches ask leads for catalogue matches created after a time, and identity for their members' addresses
  // new matches go out as the `saved_search.matched` webhook (ADR 0015, ADR 0016) unless a test listens instead
  const announceToWebhooks: MatchAnnouncer = {
    announce: async (match) => {
      await events.recordSavedSearchMatch(null, {
        memberId: match.memberId,
        isPremium: match.isPremium,
        savedSearchId: match.savedSearchId,
        savedSearchName: match.name,
        studentIds: match.studentIds,
      });
    },
  };
  const alerts = createAlertsModule(deps, { leads: leads.api, members: identity.api.members, announcer: announcer ?? announceToWebhooks });
  const imports = createImportsModule(deps, {
    students: leads.api.admin,
    members: identity.api.memberAdmin,
    admins: identity.api.admins,
    consents: privacy.api,
    credits: credits.api,
    mailAddresses: (ids) => identity.api.mailAddresses(ids),
  });
  const admin = createAdminModule(deps, {
    students: leads.api.admin,
    members: identity.api.memberAdmin,
    grants: credits.api.grants,
    enquiries: marketing.api,
    credits: credits.api,
    unlocks: leads.api,
    collections: collections.api,
    imports: imports.api,
    privacy: privacy.api,
    // the queue's counts come from the rights module's table; the module itself is built after admin (it erases through it)
    privacyRequests: createPrivacyRequestCounts(orm),
  });
  const rights = createRightsModule(
    { ...deps, sms },
    { students: leads.api.admin, consents: privacy.api, admin: admin.api, institutions: identity.api.memberAdmin },
  );
  return { identity, marketing, credits, privacy, leads, collections, webhooks, reports, alerts, imports, admin, rights };
}
