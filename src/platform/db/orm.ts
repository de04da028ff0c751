import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { EntitySchema } from '@mikro-orm/core';
import { migrations } from '@migrations';
import { releaseDeadConnections } from './release-dead-connections';
import { sessionOf } from './session';
import { sql } from './sql';
import { sqlTraceLogger } from './sql-trace';

export type Orm = MikroORM;
export type { EntityManager } from '@mikro-orm/postgresql';

export type OrmOptions = {
  url: string;
  entities: EntitySchema<any, any>[];
  poolSize: number;
  /** How long an idle connection stays open (default 30 s); KEEP_IDLE_CONNECTIONS keeps it for the pool's life. */
  idleTimeoutMillis?: number;
  debug?: boolean;
  /** bench only: write every statement to this file */
  sqlTraceFile?: string;
};

/** pg-pool's value for "never close an idle connection". */
export const KEEP_IDLE_CONNECTIONS = 0;

/** How long a request waits for a database connection (a new one, or a free one from a busy pool) before a 503. */
export const CONNECT_TIMEOUT_MS = 10_000;

export function ormConfig(options: OrmOptions): Options {
  return {
    clientUrl: options.url,
    entities: options.entities,
    pool: { min: 0, max: options.poolSize, idleTimeoutMillis: options.idleTimeoutMillis ?? 30_000 },
    // Passed to the pg Pool. Without a connect timeout a request waits forever on an unreachable database;
    // with it the request fails (answered 503) and the next one tries a fresh connection. Connections that
    // die while checked out go back to the pool (see release-dead-connections.ts).
    // JIT off: our statements are short OLTP queries whose cost estimates can still pass jit_above_cost on a 10M-row
    // table; compiling them took ~55 ms of a 65 ms search page (bench/RESULTS.md).
    driverOptions: { connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true, onPoolCreated: releaseDeadConnections, options: '-c jit=off' },
    extensions: [Migrator],
    migrations: { migrationsList: migrations, tableName: 'mikro_orm_migrations', transactional: true, allOrNothing: true, snapshot: false, silent: true },
    discovery: { warnWhenNoEntities: false },
    debug: options.sqlTraceFile ? ['query'] : (options.debug ?? false),
    ...(options.sqlTraceFile ? { loggerFactory: sqlTraceLogger(options.sqlTraceFile) } : {}),
    // The request handlers fork the EntityManager; a global-context write is a bug we want loud.
    allowGlobalContext: false,
  };
}

export async function createOrm(options: OrmOptions): Promise<Orm> {
  return MikroORM.init(ormConfig(options));
}

export async function migrate(orm: Orm): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((migration) => migration.name);
}

/**
 * True when a trivial query answers within the timeout. The embedded database runs one statement at a time, so a busy
 * moment (an import's search-index merge on a loaded machine) can hold the probe for seconds: 4 s tells busy from
 * gone, and stays under the 5 s a load balancer's health check commonly allows.
 */
export async function isDatabaseUp(orm: Orm, timeoutMs = 4_000): Promise<boolean> {
  const probe = sql`select 1 as up`.first(sessionOf(orm)).then(
    () => true,
    () => false,
  );
  const timeout = new Promise<boolean>((resolveTimeout) => setTimeout(() => resolveTimeout(false), timeoutMs));
  return Promise.race([probe, timeout]);
}
