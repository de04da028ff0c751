import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { allEntities } from '@src/app';
import { startEmbeddedPostgres } from '@platform/db/embedded-postgres';
import { createOrm, KEEP_IDLE_CONNECTIONS, migrate, type Orm } from '@platform/db/orm';
import { EMBEDDED_POOL_SIZE } from '@platform/db/database';

const MIGRATIONS_DIR = join(import.meta.dir, '..', '..', 'migrations');
const TEMPLATES_DIR = join(import.meta.dir, '..', '..', 'tmp', 'test-templates');

/** A name for the present migrations and PGlite: the migrations' files and PGlite's version, hashed. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(import.meta.dir, '..', '..', 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) hash.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)));
  return hash.digest('hex').slice(0, 16);
}

let pgliteDump: Promise<Blob> | undefined;

/**
 * An embedded database with every migration applied, dumped once per set of migrations into tmp/test-templates/ and
 * loaded by each test file: loading takes ~0.3 s where booting and migrating took ~1.6 s, for each of some fifty
 * files of the PGlite pass. Each file still runs `migrate`, which finds nothing to do.
 */
function migratedPgliteDump(): Promise<Blob> {
  pgliteDump ??= (async () => {
    const path = join(TEMPLATES_DIR, `pglite-${migrationsFingerprint()}.tar`);
    if (existsSync(path)) return new Blob([readFileSync(path)]);
    const embedded = await startEmbeddedPostgres();
    const orm = await createOrm({ url: embedded.url, entities: allEntities, poolSize: EMBEDDED_POOL_SIZE });
    await migrate(orm);
    await orm.close(true);
    const dump = new Blob([await (await embedded.dump()).arrayBuffer()]);
    await embedded.stop();
    // written under a name of its own, then renamed: a file running beside this one reads a whole dump or none
    mkdirSync(TEMPLATES_DIR, { recursive: true });
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, path);
    return dump;
  })();
  return pgliteDump;
}

const withinDatabaseUrl = (serverUrl: string, database: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

let postgresTemplate: Promise<string> | undefined;

/**
 * A database on `serverUrl` with every migration applied, made once per set of migrations and kept as a template:
 * `create database … template` copies it in ~75 ms where migrating a new database took ~300 ms. An advisory lock
 * keeps two test processes from making it at once; templates of other migrations are dropped once a day old (another
 * checkout on the machine may be using one).
 */
function migratedTemplate(serverUrl: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const template = `edureach_test_template_${migrationsFingerprint()}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query("select pg_advisory_lock(hashtext('edureach test template'))");
      // another checkout on this machine may be testing other migrations right now: only templates a day old are dropped
      const { rows } = await admin.query<{ datname: string; made: string | null }>(
        "select datname, shobj_description(oid, 'pg_database') as made from pg_database where datname like 'edureach_test_template_%'",
      );
      const stale = (made: string | null) => !made || Number.isNaN(Date.parse(made)) || Date.now() - Date.parse(made) > 86_400_000;
      for (const { datname, made } of rows) if (datname !== template && stale(made)) await admin.query(`drop database if exists ${datname} with (force)`);
      if (!rows.some((row) => row.datname === template)) {
        // made under another name and renamed when whole: an interrupted run leaves no half-migrated template
        const making = `${template}_making`;
        await admin.query(`drop database if exists ${making} with (force)`);
        await admin.query(`create database ${making}`);
        const orm = await createOrm({ url: withinDatabaseUrl(serverUrl, making), entities: allEntities, poolSize: 2 });
        await migrate(orm);
        await orm.close(true);
        await admin.query(`alter database ${making} rename to ${template}`);
        await admin.query(`comment on database ${template} is '${new Date().toISOString()}'`);
      }
    } finally {
      await admin.query("select pg_advisory_unlock(hashtext('edureach test template'))").catch(() => undefined);
      await admin.end();
    }
    return template;
  })();
  return postgresTemplate;
}

/** A new database `name` on `serverUrl` holding every migration (the server's own `migrate` then finds nothing to do). */
export async function createMigratedDatabase(serverUrl: string, name: string): Promise<string> {
  const template = await migratedTemplate(serverUrl);
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  return withinDatabaseUrl(serverUrl, name);
}

export type TestDatabase = { orm: Orm; url: string; kind: 'postgres' | 'pglite'; close(): Promise<void> };

/**
 * A fresh, migrated database for one test file: a new database on TEST_DATABASE_URL's server
 * (the machine's PostgreSQL in CI), or an in-memory PGlite when it is unset.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres(undefined, { loadDataDir: await migratedPgliteDump() });
    // the pool the product gives the embedded database (platform/db/database.ts)
    const orm = await createOrm({ url: embedded.url, entities: allEntities, poolSize: EMBEDDED_POOL_SIZE, idleTimeoutMillis: KEEP_IDLE_CONNECTIONS });
    await migrate(orm);
    return {
      orm,
      url: embedded.url,
      kind: 'pglite',
      async close() {
        await orm.close(true);
        await embedded.stop();
      },
    };
  }
  const name = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const url = new URL(await createMigratedDatabase(serverUrl, name));
  const orm = await createOrm({ url: url.toString(), entities: allEntities, poolSize: 10 });
  await migrate(orm);
  return {
    orm,
    url: url.toString(),
    kind: 'postgres',
    async close() {
      await orm.close(true);
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** An ORM on an existing database (e.g. a running e2e server's `databaseUrl`), to build data or read what it stored. */
export async function connectTo(url: string): Promise<Orm> {
  return createOrm({ url, entities: allEntities, poolSize: 2 });
}
