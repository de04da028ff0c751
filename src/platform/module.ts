import type { AuditTrail } from './audit/audit-trail';
import type { Config } from './config';
import type { Orm } from './db/orm';
import type { ReadRouting } from './db/read-replica';
import type { AuthPlugin } from './http/auth';
import type { RateLimiter } from './http/rate-limiter.port';
import type { BackgroundTasks } from './kernel/background';
import type { Clock } from './kernel/clock';
import type { Mailer } from './mail/mailer.port';

/** What the composition root (src/composition-root.ts) hands every module's API: no HTTP. */
export type ModuleDeps = {
  orm: Orm;
  clock: Clock;
  mailer: Mailer;
  config: Config;
  /** who did what to whose data (DPDP Act 2023); write it inside the action's transaction */
  audit: AuditTrail;
  /** work started by a request and not awaited (mail, texts after the answer); shutdown drains it */
  background: BackgroundTasks;
  /**
   * Where heavy reads go (DATABASE_READ_URL): `reads.read((em) => …, member)` runs a read on the replica when it is
   * usable and past the member's own last write, on the primary otherwise. Writes, charged transactions and the reads
   * inside them keep using `orm` (the primary). Optional so that commands may leave it out: fall back with
   * `deps.reads ?? readsFromPrimary(deps.orm)` (platform/db/read-replica.ts).
   */
  reads?: ReadRouting;
};

/** What a module's routes need besides its API and the APIs of the modules they call: the guard and the rate limits. */
export type WebDeps = ModuleDeps & {
  auth: AuthPlugin;
  rateLimiter: RateLimiter;
};
