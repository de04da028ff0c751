import { allEntities, createApp, MAX_REQUEST_BODY_BYTES } from './app';
import { loadConfig } from './platform/config';
import { openDatabase } from './platform/db/database';
import { openReadRouting } from './platform/db/replica-connection';
import { createMailer } from './platform/mail/create-mailer';
import { jwtSecretFor } from './platform/secrets';
import { prepareCatalogue } from './modules/leads';
import { createRetentionJob, scheduleRetention } from './retention-job';
import { createSmsSender } from './platform/sms/create-sms-sender';
import { scheduleDigests } from './modules/alerts';
import { seedIfEmpty } from './seed';

const config = loadConfig();
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

const app = createApp({ config, orm: database.orm, mailer, jwtSecret: jwtSecretFor(config), reads }).listen({
  port: config.port,
  hostname: config.host,
  // the socket-level backstop, 1 MB above the largest route cap so that the app itself (platform/http/body-limit.ts)
  // answers moderately oversized requests with its 413 envelope
  maxRequestBodySize: MAX_REQUEST_BODY_BYTES + 1024 * 1024,
});

// issue 16 §5: records past retention are noticed, then erased, once a day (one copy at a time: advisory lock)
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
    )
  : undefined;
// webhook deliveries go out from every server copy; the outbox claim keeps them from sending one twice
app.decorator.webhookWorker.start();
// saved searches' digests: every copy looks every 15 minutes, one at a time sends (the alerts module's lease)
const stopDigests = scheduleDigests(app.jobs);

console.log(`EduReach is running at ${config.publicUrl} (API docs at ${config.publicUrl}/docs)`);
console.log(database.embedded ? `Database: embedded PGlite in ${config.dataDir}/pgdata` : 'Database: PostgreSQL at DATABASE_URL');
if (reads.hasReplica)
  console.log(`Read replica at DATABASE_READ_URL: ${reads.health().state} (skipped when more than ${config.databaseReadMaxLagSeconds} s behind)`);

/** How long a stopping server waits for the requests in flight before it gives up on them. */
const DRAIN_TIMEOUT_MS = 10_000;

let stopping = false;
/** Stop listening (new connections are refused), let the requests in flight finish, then close the pool. */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: finishing requests in flight, then closing the database.`);
  const force = setTimeout(() => {
    console.error(`Requests still in flight after ${DRAIN_TIMEOUT_MS / 1000} s; exiting anyway.`);
    process.exit(1);
  }, DRAIN_TIMEOUT_MS);
  let code = 0;
  try {
    stopDigests();
    await app.stop(false);
    await retention?.stop();
    // the round in progress records its answers before the pool closes; nothing more is claimed
    await app.decorator.webhookWorker.stop();
    await reads.close();
    await database.close();
  } catch (error) {
    console.error('Shutdown did not finish cleanly', error);
    code = 1;
  }
  clearTimeout(force);
  process.exit(code);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
// Bun ends the process on an unhandled rejection; one stray promise (a dropped database connection in some
// background path, say) must not take every request in flight down with it. Logged, and the server carries on.
process.on('unhandledRejection', (reason) => console.error('Unhandled promise rejection (the server keeps running):', reason));
