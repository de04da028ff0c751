import { createApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/platform/config';
import type { RateLimiter } from '../../src/platform/http/rate-limiter.port';
import { systemClock, type Clock } from '../../src/platform/kernel/clock';
import { createOutboxMailer, readOutbox } from '../../src/platform/mail/outbox-mailer';
import { createTestDatabase, type TestDatabase } from './test-database';

export type TestApp = {
  db: TestDatabase;
  config: Config;
  handle(path: string, init?: RequestInit & { json?: unknown; token?: string }): Promise<Response>;
  outbox(to?: string): ReturnType<typeof readOutbox>;
  close(): Promise<void>;
};

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

/** The real app on a real database, called in-process with `app.handle(new Request(...))`. */
export async function createTestApp(options: { env?: Record<string, string>; clock?: Clock; rateLimiter?: RateLimiter } = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST: 'web/dist', ...options.env });
  const mailer = createOutboxMailer(db.orm, () => {});
  const app = createApp({ config, orm: db.orm, mailer, jwtSecret: TEST_JWT_SECRET, clock: options.clock ?? systemClock, rateLimiter: options.rateLimiter });
  return {
    db,
    config,
    async handle(path, init = {}) {
      const headers = new Headers(init.headers);
      if (init.token) headers.set('authorization', `Bearer ${init.token}`);
      let body = init.body;
      if (init.json !== undefined) {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(init.json);
      }
      return app.handle(new Request(`http://localhost${path}`, { ...init, headers, body }));
    },
    outbox: (to) => readOutbox(db.orm, to),
    close: () => db.close(),
  };
}
