/** `make erase STUDENT=<id|mobile|email>`: the same erasure as the admin portal's Erase button, from the command line. */
import type { Orm } from './platform/db/orm';
import { prepareCatalogue } from './modules/leads';
import { commandDeps, moduleGraph } from './composition-root';
import { systemActor } from './platform/audit/audit-trail';
import type { Config } from './platform/config';
import { isDomainError } from './platform/kernel/domain-error';

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
  const erasure = moduleGraph(commandDeps(orm, config)).admin;
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
