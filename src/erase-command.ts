/** `make erase STUDENT=<id|mobile|email>`: the same erasure as the admin portal's Erase button, from the command line. */
import type { Orm } from './platform/db/orm';
import { createStudentErasure } from './modules/admin';
import { createCollectionsModule } from './modules/collections';
import { createCreditsModule } from './modules/credits';
import { createIdentitySessions } from './modules/identity';
import { createImportsModule } from './modules/imports';
import { createPrivacyModule } from './modules/privacy';
import { studentLinks } from './student-links';
import { createLeadsModule, prepareCatalogue } from './modules/leads';
import { systemActor } from './platform/audit/audit-trail';
import { createAuditTrail } from './platform/audit/sql-audit-trail';
import type { Config } from './platform/config';
import { createMailer } from './platform/mail/create-mailer';
import { authPlugin } from './platform/http/auth';
import { systemClock } from './platform/kernel/clock';
import { isDomainError } from './platform/kernel/domain-error';
import type { ModuleDeps } from './platform/module';

export async function eraseStudentCommand(
  orm: Orm,
  config: Config,
  identifier: string | undefined,
  log: Pick<Console, 'log' | 'error'> = console,
): Promise<number> {
  if (!identifier?.trim()) {
    log.error('Usage: make erase STUDENT=<student id, 10-digit mobile number or e-mail>');
    return 2;
  }
  // only the modules' facades are used here; their routes are built but never served, so the guard refuses everything
  const auth = authPlugin(crypto.randomUUID() + crypto.randomUUID(), async () => ({ rejected: 'unknown' }));
  const audit = createAuditTrail(orm);
  // the delete-your-copy e-mails (issue 16 §3) go out as the server's would
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }, orm);
  const deps = { orm, clock: systemClock, config, auth, audit, mailer } as unknown as ModuleDeps;
  const credits = createCreditsModule(deps);
  const links = {
    contactOf: (id: string) => studentLinksOf.contactOf(id),
    copyHoldersOf: (id: string) => studentLinksOf.copyHoldersOf(id),
    namesOf: (ids: readonly string[]) => studentLinksOf.namesOf(ids),
  };
  const privacy = createPrivacyModule(deps, { links });
  const leads = createLeadsModule(deps, { credits: credits.api, consents: privacy.api.recordConsents, consentFilter: privacy.api });
  const collections = createCollectionsModule(deps, { credits: credits.api, leads: leads.api });
  const identity = createIdentitySessions({ orm, clock: systemClock, audit, balances: credits.api });
  const studentLinksOf = studentLinks(leads.api, collections.api, identity);
  const imports = createImportsModule(deps, { students: leads.api.admin, members: identity.memberAdmin, admins: identity.admins, consents: privacy.api });
  const erasure = createStudentErasure(deps, {
    students: leads.api.admin,
    credits: credits.api,
    unlocks: leads.api,
    collections: collections.api,
    imports: imports.api,
    privacy: privacy.api,
  });
  try {
    const receipt = await erasure.eraseStudent(identifier, systemActor('make erase'));
    // the delete made the page anchors stale; rebuild them now, as a running server would not notice before its next delete
    await prepareCatalogue(orm);
    log.log(
      `Student ${receipt.studentId} erased: ${receipt.savedRemoved} saved entries removed, ${receipt.unlocksAnonymised} unlocks and ` +
        `${receipt.ledgerRowsAnonymised} ledger rows kept as anonymous stubs, ${receipt.importLogsScrubbed} upload-history rows scrubbed.`,
    );
    return 0;
  } catch (error) {
    if (isDomainError(error)) {
      log.error(`Cannot erase: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
