import { afterAll, beforeAll } from 'bun:test';
import { createApp } from '@src/app';
import type { MatchAnnouncer } from '@modules/alerts';
import { loadConfig, type Config } from '@platform/config';
import { createCopyOut } from '@platform/db/copy-out';
import { readsFromPrimary } from '@platform/db/read-replica';
import type { RateLimiter } from '@platform/http/rate-limiter.port';
import { systemClock, type Clock } from '@platform/kernel/clock';
import { createOutboxMailer, readOutbox } from '@platform/mail/outbox-mailer';
import type { Mailer } from '@platform/mail/mailer.port';
import { createOutboxSmsSender, readSmsOutbox } from '@platform/sms/outbox-sms-sender';
import type { SmsSender } from '@platform/sms/sms-sender.port';
import type { DeliveryWorker } from '@modules/webhooks';
import type { WebhookSender } from '@modules/webhooks/contracts';
import { createTestDatabase, type TestDatabase } from './test-database';

export type TestApp = {
  db: TestDatabase;
  config: Config;
  handle(path: string, init?: RequestInit & { json?: unknown; token?: string }): Promise<Response>;
  outbox(to?: string): ReturnType<typeof readOutbox>;
  /** the text messages sent (SmsSender's outbox), newest first */
  smsOutbox(to?: string): ReturnType<typeof readSmsOutbox>;
  /** the webhook delivery worker (not started: tests run its rounds with `runOnce`) */
  webhookWorker: DeliveryWorker;
  /** the saved searches' digest job, as the server's schedule runs it */
  runDigest(now?: Date): ReturnType<ReturnType<typeof createApp>['jobs']['runDigest']>;
  close(): Promise<void>;
};

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export type TestAppOptions = {
  env?: Record<string, string>;
  clock?: Clock;
  rateLimiter?: RateLimiter;
  webhookSender?: WebhookSender;
  announcer?: MatchAnnouncer;
  /** a transport in front of the outboxes (a slow or failing gateway); it may pass messages on to the outbox */
  sms?: (outbox: SmsSender) => SmsSender;
  mailer?: (outbox: Mailer) => Mailer;
  /** an existing database (a "restart": a second app on the first one's data); closed by its owner, not by this app */
  db?: TestDatabase;
};

/** The real app on a real database, called in-process with `app.handle(new Request(...))`. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const db = options.db ?? (await createTestDatabase());
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST: 'web/dist', ...options.env });
  const outboxMailer = createOutboxMailer(db.orm, () => {});
  const mailer = options.mailer ? options.mailer(outboxMailer) : outboxMailer;
  const outboxSms = createOutboxSmsSender(db.orm, () => {});
  // on PostgreSQL the exports run COPY as the server does with DATABASE_URL; the embedded database keeps the paged path
  const reads = db.kind === 'postgres' ? readsFromPrimary(db.orm, createCopyOut(db.url)) : readsFromPrimary(db.orm);
  const app = createApp({
    config,
    orm: db.orm,
    mailer,
    sms: options.sms ? options.sms(outboxSms) : outboxSms,
    jwtSecret: TEST_JWT_SECRET,
    clock: options.clock ?? systemClock,
    rateLimiter: options.rateLimiter,
    reads,
    webhookSender: options.webhookSender,
    announcer: options.announcer,
  });
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
    smsOutbox: (to) => readSmsOutbox(db.orm, to),
    webhookWorker: app.decorator.webhookWorker,
    runDigest: (now) => app.jobs.runDigest(now),
    close: async () => {
      await app.decorator.webhookWorker.stop();
      // what the last requests started after their answers (mail, texts) ends before the database closes
      await app.background.drain(30_000);
      await reads.close();
      if (!options.db) await db.close();
    },
  };
}

/**
 * A test file's (or describe block's) app and database: created before its tests, closed after them. Call it at the
 * top of the file or block, before the hooks that fill the database. What it returns stands for the app of the
 * current run (its members read it when used), so it can be named once and used in helpers and tests alike.
 * `options` may be a function, run when the app is created (e.g. to make a folder the app is to serve).
 */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions) = {}): TestApp {
  let app: TestApp | undefined;
  const current = () => {
    if (!app) throw new Error('useTestApp: the app exists inside tests and hooks only, once its beforeAll has run');
    return app;
  };
  beforeAll(async () => {
    app = await createTestApp(typeof options === 'function' ? options() : options);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    app = undefined;
  }, 60_000);
  return {
    get db() {
      return current().db;
    },
    get config() {
      return current().config;
    },
    handle: (path, init) => current().handle(path, init),
    outbox: (to) => current().outbox(to),
    smsOutbox: (to) => current().smsOutbox(to),
    get webhookWorker() {
      return current().webhookWorker;
    },
    runDigest: (now) => current().runDigest(now),
    close: async () => {
      await current().close();
      app = undefined;
    },
  };
}
