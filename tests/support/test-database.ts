import { Client } from 'pg';
import { allEntities } from '@src/app';
import { startEmbeddedPostgres } from '@platform/db/embedded-postgres';
import { createOrm, KEEP_IDLE_CONNECTIONS, migrate, type Orm } from '@platform/db/orm';
import { EMBEDDED_POOL_SIZE } from '@platform/db/database';

export type TestDatabase = { orm: Orm; url: string; kind: 'postgres' | 'pglite'; close(): Promise<void> };

/**
 * A fresh, migrated database for one test file: a new database on TEST_DATABASE_URL's server
 * (the machine's PostgreSQL in CI), or an in-memory PGlite when it is unset.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres();
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
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
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
