import type { EntitySchema } from '@mikro-orm/core';
import { createOrm, KEEP_IDLE_CONNECTIONS, migrate, type Orm } from './orm';
import { embeddedUrl, runningEmbeddedPostgres, startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';

/**
 * The embedded database answers one statement at a time whatever the pool, so one connection is all a process needs
 * (and a transaction never waits behind a second connection of its own process). It stays open while the process
 * runs: closing idle connections made a background job reconnect every second, racing the close of the last one.
 */
export const EMBEDDED_POOL_SIZE = 1;

export type Database = { orm: Orm; url: string; embedded: boolean; close(): Promise<void> };

export type OpenDatabaseOptions = {
  databaseUrl?: string;
  dataDir: string;
  entities: EntitySchema<any, any>[];
  /** A CLI may share the running server's embedded database through its socket. */
  shareRunningServer?: boolean;
  poolSize?: number;
  sqlTraceFile?: string;
};

/** PostgreSQL at DATABASE_URL, or the embedded PGlite in DATA_DIR. Applies pending migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let url = options.databaseUrl;
  if (!url) {
    const running = options.shareRunningServer ? runningEmbeddedPostgres(options.dataDir) : undefined;
    if (running) url = embeddedUrl(running.port);
    else {
      embedded = await startEmbeddedPostgres(options.dataDir);
      url = embedded.url;
    }
  }
  const isEmbedded = !options.databaseUrl;
  const orm = await createOrm({
    url,
    entities: options.entities,
    poolSize: isEmbedded ? EMBEDDED_POOL_SIZE : (options.poolSize ?? 10),
    idleTimeoutMillis: isEmbedded ? KEEP_IDLE_CONNECTIONS : undefined,
    sqlTraceFile: options.sqlTraceFile,
  });
  await migrate(orm);
  return {
    orm,
    url,
    embedded: isEmbedded,
    async close() {
      await orm.close(true);
      await embedded?.stop();
    },
  };
}
