import { allEntities, createApp, MAX_REQUEST_BODY_BYTES } from './app';
import { loadConfig } from './platform/config';
import { openDatabase } from './platform/db/database';
import { openReadRouting } from './platform/db/replica-connection';
import { createMailer } from './platform/mail/create-mailer';
import { jwtSecretFor } from './platform/secrets';
import { hashStudentContacts, prepareCatalogue } from './modules/leads';
import { createRetentionJob, scheduleRetention } from './retention-job';
import { createSmsSender } from './platform/sms/create-sms-sender';
import { scheduleDigests } from './modules/alerts';
import { seedIfEmpty } from './seed';
import { isPortTaken, portInUse, portTakenMessage } from './platform/http/listen-port';
import { createJobHealth } from './platform/kernel/job-health';

const config = loadConfig();
// a second copy on a taken port would share its traffic (reusePort) or fail after seeding: refuse before anything
if (await portInUse(config.port, config.host)) {
  console.error(portTakenMessage(config.port, config.host));
  process.exit(1);
}
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  entities: allEntities,
  poolSize: config.dbPoolSize,
  sqlTraceFile: config.sqlTraceFile,
});
// DATABASE_READ_URL: a streaming replica serves the heavy reads (probed now, so the log below says where they go)
const reads = await openReadRouting({
  primary: database.orm,
  primaryUrl: config.databaseUrl,
  replicaUrl: config.databaseReadUrl,
  maxLagSeconds: config.databaseReadMaxLagSeconds,
  entities: allEntities,
  poolSize: config.dbPoolSize,
  redisUrl: config.redisUrl,
});
const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }, database.orm);

// demo data only where people try the product; a production database starts empty
if (config.env === 'development') await seedIfEmpty(database.orm, config);
await prepareCatalogue(database.orm);

const jobHealth = createJobHealth();
const app = createApp({ config, orm: database.orm, mailer, jwtSecret: jwtSecretFor(config), reads, jobHealth });
try {
  app.listen({
    port: config.port,
    hostname: config.host,
    // one copy per port: Elysia's Bun adapter would let a second copy share it and take half the requests
    reusePort: false,
    // the socket-level backstop, 1 MB above the largest route cap so that the app itself (platform/http/body-limit.ts)
    // answers moderately oversized requests with its 413 envelope
    maxRequestBodySize: MAX_REQUEST_BODY_BYTES + 1024 * 1024,
  });
} catch (error) {
  // another copy took the port between the check above and now
  if (!isPortTaken(error)) throw error;
  console.error(portTakenMessage(config.port, config.host));
  await reads.close();
  await database.close();
  process.exit(1);
}

// ADR 0024: the students' contact hashes the exclusion lists match on, filled off the requests (after the migration,
// every student; later, only those a write left empty)
void hashStudentContacts({ orm: database.orm, config }).catch((error) => console.error("Hashing the students' contacts failed", error));

// ADR 0019: records past retention are noticed, then erased, once a day (one copy at a time: advisory lock)
const retention = config.retentionDailyJob
  ? scheduleRetention(
      createRetentionJob({
        orm: database.orm,
        config,
        mailer,
        sms: createSmsSender(config, database.orm),
        lockUrl: config.databaseUrl,
        actorLabel: 'retention job',
      }),
      jobHealth.job('retention', 'Retention run'),
    )
  : undefined;
// webhook deliveries go out from every server copy; the outbox claim keeps them from sending one twice
app.decorator.webhookWorker.start(jobHealth.job('webhook-deliveries', 'Webhook deliveries'));
// saved searches' digests: every copy looks every 15 minutes, one at a time sends (the alerts module's lease)
const stopDigests = scheduleDigests(app.jobs, jobHealth.job('saved-search-digests', 'Saved-search digests'));

console.log(`EduReach is running at ${config.publicUrl} (API docs at ${config.publicUrl}/docs)`);
console.log(database.embedded ? `Database: embedded PGlite in ${config.dataDir}/pgdata` : 'Database: PostgreSQL at DATABASE_URL');
if (reads.hasReplica)
  console.log(`Read replica at DATABASE_READ_URL: ${reads.health().state} (skipped when more than ${config.databaseReadMaxLagSeconds} s behind)`);

/** A stopping server is gone within this long: requests in flight, background jobs and the database. */
const STOP_WITHIN_MS = 5_000;
/** Requests in flight get this long to finish; then their connections are closed, leaving time to close the rest. */
const DRAIN_MS = 4_000;
/** What is kept of STOP_WITHIN_MS for closing the database once the requests and the jobs are done. */
const CLOSE_DATABASE_MS = 700;

const within = <T>(work: Promise<T>, ms: number) =>
  Promise.race([work.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), Math.max(0, ms)).unref())]);

let stopping = false;
/** Stop listening (new connections are refused), let the requests in flight finish, stop the jobs, close the database. */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  const started = Date.now();
  console.log(`${signal} received: finishing requests in flight, then closing the database.`);
  const force = setTimeout(() => {
    console.error(`Still stopping after ${STOP_WITHIN_MS / 1000} s; exiting anyway.`);
    process.exit(1);
  }, STOP_WITHIN_MS);
  let code = 0;
  try {
    stopDigests();
    // the rounds in progress record their answers before the pool closes; nothing more is claimed
    const jobsStopped = Promise.all([app.decorator.webhookWorker.stop(), retention?.stop()]);
    const server = app.server;
    // the listener counts a request whose caller hung up as done; its handler may still be at work: wait for both
    if (!(await within(app.stop(false), DRAIN_MS)) || !(await app.requests.drain(Math.max(0, DRAIN_MS - (Date.now() - started))))) {
      console.error(`Requests still in flight after ${DRAIN_MS / 1000} s; closing their connections.`);
      await server?.stop(true);
    }
    // the jobs stopped while the requests drained; a round still at it past here fails as the pool closes (and is redone)
    await within(jobsStopped, STOP_WITHIN_MS - CLOSE_DATABASE_MS - (Date.now() - started));
    // the e-mails and texts the last requests started after their answers go before the pool closes
    await app.background.drain(Math.max(0, STOP_WITHIN_MS - CLOSE_DATABASE_MS - (Date.now() - started)));
    await reads.close();
    await database.close();
  } catch (error) {
    console.error('Shutdown did not finish cleanly', error);
    code = 1;
  }
  clearTimeout(force);
  console.log(`Stopped in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  process.exit(code);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
// Bun ends the process on an unhandled rejection; one stray promise (a dropped database connection in some
// background path, say) must not take every request in flight down with it. Logged, and the server carries on.
process.on('unhandledRejection', (reason) => console.error('Unhandled promise rejection (the server keeps running):', reason));
