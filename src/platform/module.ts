import type { AnyElysia } from 'elysia';
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
};

export type AppModule<Api> = { routes: AnyElysia; api: Api };
