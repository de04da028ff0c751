import { allEntities, createApp, MAX_REQUEST_BODY_BYTES } from './app';
import { loadConfig } from './platform/config';
import { openDatabase } from './platform/db/database';
import { createMailer } from './platform/mail/create-mailer';
import { jwtSecretFor } from './platform/secrets';
import { prepareCatalogue } from './modules/leads';
import { seedIfEmpty } from './seed';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  entities: allEntities,
  poolSize: config.dbPoolSize,
  sqlTraceFile: config.sqlTraceFile,
});
const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }, database.orm);

if (config.env !== 'test') await seedIfEmpty(database.orm, config);
await prepareCatalogue(database.orm);

const app = createApp({ config, orm: database.orm, mailer, jwtSecret: jwtSecretFor(config) }).listen({
  port: config.port,
  hostname: config.host,
  // the socket-level backstop, 1 MB above the largest route cap so that the app itself (platform/http/body-limit.ts)
  // answers moderately oversized requests with its 413 envelope
  maxRequestBodySize: MAX_REQUEST_BODY_BYTES + 1024 * 1024,
});

console.log(`EduReach is running at ${config.publicUrl} (API docs at ${config.publicUrl}/docs)`);
console.log(database.embedded ? `Database: embedded PGlite in ${config.dataDir}/pgdata` : 'Database: PostgreSQL at DATABASE_URL');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: finishing requests in flight, then closing the database.`);
  const force = setTimeout(() => process.exit(1), 10_000);
  await app.stop(false);
  await database.close();
  clearTimeout(force);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
