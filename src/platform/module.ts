import type { AnyElysia } from 'elysia';
import type { AuditTrail } from './audit/audit-trail';
import type { Config } from './config';
import type { Orm } from './db/orm';
import type { AuthPlugin } from './http/auth';
import type { RateLimiter } from './http/rate-limiter.port';
import type { Clock } from './kernel/clock';
import type { Mailer } from './mail/mailer.port';

/** What the composition root hands every module. */
export type ModuleDeps = {
  orm: Orm;
  clock: Clock;
  mailer: Mailer;
  config: Config;
  auth: AuthPlugin;
  rateLimiter: RateLimiter;
  /** who did what to whose data (DPDP Act 2023); write it inside the action's transaction */
  audit: AuditTrail;
};

export type AppModule<Api> = { routes: AnyElysia; api: Api };
