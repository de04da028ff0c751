/** The modules' facades an ops command (or the server's background jobs) needs, built without serving their routes. */
import { createBackgroundTasks } from '@platform/kernel/background';
import type { Orm } from './platform/db/orm';
import { createIncidentReport, createStudentErasure } from './modules/admin';
import { createCollectionsModule } from './modules/collections';
import { createCreditsModule } from './modules/credits';
import { createIdentitySessions } from './modules/identity';
import { createImportsModule } from './modules/imports';
import { createPrivacyModule } from './modules/privacy';
import { createLeadsModule } from './modules/leads';
import { createAuditTrail } from './platform/audit/sql-audit-trail';
import { createMailer } from './platform/mail/create-mailer';
import type { Mailer } from './platform/mail/mailer.port';
import { studentLinks } from './student-links';
import type { Config } from './platform/config';
import { authPlugin } from './platform/http/auth';
import { type Clock, systemClock } from './platform/kernel/clock';
import type { ModuleDeps } from './platform/module';

export function createOpsModules(orm: Orm, config: Config, clock: Clock = systemClock, mailer?: Mailer) {
  // only the modules' facades are used here; their routes are built but never served, so the guard refuses everything
  const auth = authPlugin(crypto.randomUUID() + crypto.randomUUID(), async () => ({ rejected: 'unknown' }));
  const audit = createAuditTrail(orm);
  // the delete-your-copy e-mails of an erasure (ADR 0017) go out as the server's would
  const mail = mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }, orm);
  const deps = { orm, clock, config, auth, audit, mailer: mail, background: createBackgroundTasks() } as unknown as ModuleDeps;
  const credits = createCreditsModule(deps);
  // privacy reaches leads, collections and identity only while a withdrawal or erasure runs (see app.ts)
  const links = {
    contactOf: (id: string) => linked.contactOf(id),
    copyHoldersOf: (id: string) => linked.copyHoldersOf(id),
    namesOf: (ids: readonly string[]) => linked.namesOf(ids),
  };
  const privacy = createPrivacyModule(deps, { links });
  const leads = createLeadsModule(deps, { credits: credits.api, consents: privacy.api.recordConsents, consentFilter: privacy.api, adminPrivacy: privacy.api });
  const collections = createCollectionsModule(deps, { credits: credits.api, leads: leads.api });
  const identity = createIdentitySessions({ orm, clock, audit, balances: credits.api });
  const linked = studentLinks(leads.api, collections.api, identity);
  const imports = createImportsModule(deps, {
    students: leads.api.admin,
    members: identity.memberAdmin,
    admins: identity.admins,
    consents: privacy.api,
    credits: credits.api,
    mailAddresses: (ids) => identity.mailAddresses(ids),
  });
  const erasure = createStudentErasure(deps, {
    students: leads.api.admin,
    credits: credits.api,
    unlocks: leads.api,
    collections: collections.api,
    imports: imports.api,
    privacy: privacy.api,
  });
  const incidentReport = createIncidentReport({ audit, students: leads.api });
  return { audit, leads: leads.api, identity, erasure, incidentReport };
}
