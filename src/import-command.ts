/** `make import FILE=…`: the same import use case as the admin portal's upload, run from the command line. */
import { createBackgroundTasks } from '@platform/kernel/background';
import { basename } from 'node:path';
import { systemActor } from './platform/audit/audit-trail';
import { createAuditTrail } from './platform/audit/sql-audit-trail';
import type { Config } from './platform/config';
import type { Orm } from './platform/db/orm';
import { createImportsModule } from './modules/imports';
import { createIdentitySessions } from './modules/identity';
import { createCreditsModule } from './modules/credits';
import { createPrivacyModule } from './modules/privacy';
import { createLeadsModule } from './modules/leads';
import type { ModuleDeps } from './platform/module';
import { systemClock } from './platform/kernel/clock';
import { isDomainError } from './platform/kernel/domain-error';
import { authPlugin } from './platform/http/auth';

export async function importCsvFile(orm: Orm, config: Config, path: string | undefined): Promise<number> {
  if (!path) {
    console.error('Usage: make import FILE=path/to/students.csv (the template: GET /api/students/import-template)');
    return 2;
  }
  const file = Bun.file(path);
  if (!(await file.exists())) {
    console.error(`No file at ${path}`);
    return 2;
  }
  // only the modules' facades are used here; their routes are built but never served, so the guard refuses everything
  const auth = authPlugin(crypto.randomUUID() + crypto.randomUUID(), async () => ({ rejected: 'unknown' }));
  const deps = { orm, clock: systemClock, config, auth, audit: createAuditTrail(orm), background: createBackgroundTasks() } as unknown as ModuleDeps;
  // the import needs only student administration; leads is built whole, as the server builds it
  const credits = createCreditsModule(deps);
  const privacy = createPrivacyModule(deps);
  const leads = createLeadsModule(deps, { credits: credits.api, consents: privacy.api.recordConsents, consentFilter: privacy.api, adminPrivacy: privacy.api });
  const identity = createIdentitySessions({ orm, clock: systemClock, balances: credits.api });
  const imports = createImportsModule(deps, {
    students: leads.api.admin,
    members: identity.memberAdmin,
    admins: identity.admins,
    consents: privacy.api,
    credits: credits.api,
    mailAddresses: (ids) => identity.mailAddresses(ids),
  });
  try {
    const result = await imports.api.importFile({
      fileName: basename(path),
      fileSize: file.size,
      uploadedBy: null,
      actor: systemActor('make import'),
      content: file.stream(),
    });
    console.log(`${result.imported} of ${result.totalRecords} students imported (batch ${result.batchId}, ${result.status}).`);
    for (const error of result.errors.slice(0, 50)) console.log(`  row ${error.row}: ${error.message}`);
    if (result.errors.length > 50) console.log(`  … and ${result.errors.length - 50} more (see the Upload History tab)`);
    return result.imported === 0 ? 1 : 0;
  } catch (error) {
    if (isDomainError(error)) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}
