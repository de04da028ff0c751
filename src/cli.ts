/** Ops commands behind the make targets: migrate, seed, admin, import, erase, retention, incident and digest. */
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { eraseStudentCommand } from './erase-command';
import { incidentCommand } from './incident-command';
import { retentionCommand } from './retention-job';
import { createSmsSender } from './platform/sms/create-sms-sender';
import { createMailer } from './platform/mail/create-mailer';
import { importCsvFile } from './import-command';
import { allEntities } from './app';
import { commandDeps, moduleGraph } from './composition-root';
import { createPrompter } from './cli-prompt';
import { AdminRegisterSchema, createAdminAccount } from './modules/identity';
import { loadConfig } from './platform/config';
import { openDatabase } from './platform/db/database';
import { withSession } from './platform/db/session';
import { seedIfEmpty } from './seed';

const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({
  args: rest,
  options: {
    username: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    file: { type: 'string' },
    student: { type: 'string' },
    'dry-run': { type: 'boolean' },
    from: { type: 'string' },
    to: { type: 'string' },
    out: { type: 'string' },
  },
  strict: false,
});

/**
 * How long a finished command waits for its database connections to close. Its after-work (the page anchors rebuilt a
 * second after an erasure's delete) holds a connection until done: on a machine busy with the whole test suite that
 * took more than 5 s once (2026-11-28), and abandoning it only leaves it to the next server start.
 */
const CLOSE_WITHIN_MS = 20_000;

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const config = loadConfig();
// With the embedded database, a CLI shares the running server's socket instead of opening the data folder twice.
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, entities: allEntities, shareRunningServer: true });

try {
  // ADR 0005: the whole command is one persistence session
  await withSession(async () => {
    switch (command) {
      case 'migrate':
        console.log('Migrations are up to date.');
        break;
      case 'seed':
        await seedIfEmpty(database.orm, config);
        console.log('Seed complete.');
        break;
      case 'admin':
        await createAdmin();
        break;
      case 'import':
        process.exitCode = await importCsvFile(database.orm, config, typeof values.file === 'string' ? values.file : undefined);
        break;
      case 'erase':
        process.exitCode = await eraseStudentCommand(database.orm, config, typeof values.student === 'string' ? values.student : undefined);
        break;
      case 'retention': {
        const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }, database.orm);
        process.exitCode = await retentionCommand(
          { orm: database.orm, config, mailer, sms: createSmsSender(config, database.orm), lockUrl: config.databaseUrl },
          values['dry-run'] === true,
        );
        break;
      }
      case 'incident':
        process.exitCode = await incidentCommand(database.orm, config, { from: text(values.from), to: text(values.to), out: text(values.out) });
        break;
      case 'digest': {
        // the saved searches' digests due now, as the server's schedule sends them (skipped while a server copy is at it)
        const alerts = moduleGraph(commandDeps(database.orm, config)).alerts;
        const outcome = await alerts.runDigest();
        console.log(
          outcome.ran
            ? `Digest: ${outcome.emails} e-mail(s) to ${outcome.members} member(s), ${outcome.announced} saved search(es) announced.`
            : 'Another copy is sending the digest; nothing done.',
        );
        break;
      }
      default:
        console.error(`Unknown command "${command ?? ''}". Use one of: migrate, seed, admin, import, erase, retention, incident, digest.`);
        process.exitCode = 2;
    }
  });
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  // a command is done when its work is: a close held up (a connection still busy with after-work) must not keep it
  const closed = await Promise.race([database.close().then(() => true), Bun.sleep(CLOSE_WITHIN_MS).then(() => false)]);
  if (!closed) console.error(`The database connection did not close within ${CLOSE_WITHIN_MS / 1000} s; exiting anyway.`);
  process.exit(process.exitCode ?? 0);
}

/** `make admin USERNAME=… EMAIL=… PASSWORD=…`; in a terminal, asks for whatever is missing. */
async function createAdmin() {
  const given = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
  const interactive = Boolean(process.stdin.isTTY);
  const prompter = interactive ? createPrompter() : undefined;
  const value = async (name: string, question: string, hidden = false) => {
    const provided = given(values[name]);
    if (provided !== undefined || !prompter) return provided ?? '';
    return prompter.ask(question, hidden);
  };
  const form = {
    username: await value('username', 'Admin username: '),
    email: await value('email', 'Admin e-mail: '),
    password: await value('password', 'Password (at least 8 characters): ', true),
  };
  prompter?.close();
  const parsed = v.safeParse(AdminRegisterSchema, form);
  if (!parsed.success) {
    const missing = interactive ? '' : ' (pass USERNAME=, EMAIL= and PASSWORD=, or run it in a terminal to be asked)';
    console.error(`Cannot create the admin: ${parsed.issues.map((issue) => issue.message).join('; ')}${missing}`);
    process.exitCode = 2;
    return;
  }
  try {
    const admin = await createAdminAccount(database.orm, parsed.output);
    console.log(`Admin "${admin.username}" <${admin.email}> created. Sign in at ${config.publicUrl}/system/access/secure-auth`);
  } catch (error) {
    console.error(`Cannot create the admin: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
