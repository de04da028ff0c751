import { createBackgroundTasks } from '@platform/kernel/background';
import { createInFlight } from '@platform/kernel/in-flight';
import { Elysia } from 'elysia';
import * as v from 'valibot';
import { createAuditTrail } from './platform/audit/sql-audit-trail';
import type { Config } from './platform/config';
import { isDatabaseUp, type Orm } from './platform/db/orm';
import { readsFromPrimary, type ReadRouting } from './platform/db/read-replica';
import { authPlugin, type SessionVerifier } from './platform/http/auth';
import { bodyLimit, DEFAULT_BODY_LIMIT_BYTES } from './platform/http/body-limit';
import { controlCharacterGuard } from './platform/http/control-characters';
import { createRateLimiter } from './platform/http/create-rate-limiter';
import { databaseUnavailable } from './platform/http/error-envelope';
import { DATABASE_RETRY_AFTER_SECONDS, errorPlugin } from './platform/http/error-plugin';
import { apiContract } from './platform/http/api-docs';
import { ErrorResponse } from './platform/http/schemas';
import { readYourWrites } from './platform/http/read-your-writes';
import { requestSessions } from './platform/http/request-session';
import type { RateLimiter } from './platform/http/rate-limiter.port';
import { securityHeaders } from './platform/http/security-headers';
import { spaRoutes } from './platform/http/spa';
import { systemClock, type Clock } from './platform/kernel/clock';
import { BACKGROUND_JOBS, createJobHealth, type JobHealth } from './platform/kernel/job-health';
import type { Mailer } from './platform/mail/mailer.port';
import type { ModuleDeps, WebDeps } from './platform/module';
import { adminAuditRoutes, adminEntities, adminRoutes } from './modules/admin';
import { alertsEntities, alertsRoutes, type MatchAnnouncer } from './modules/alerts';
import { billingEntities, billingRoutes } from './modules/billing';
import { collectionsEntities, collectionsRoutes } from './modules/collections';
import { creditPriceRoutes, creditsEntities, creditsRoutes } from './modules/credits';
import { identityEntities, identityRoutes } from './modules/identity';
import { importsBodyLimits, importsEntities, importsRoutes } from './modules/imports';
import {
  exclusionListBodyLimits,
  leadsBounceRoutes,
  leadsEntities,
  leadsExclusionListRoutes,
  leadsRoutes,
  leadsStudentAdminRoutes,
  leadsUnlockRoutes,
} from './modules/leads';
import { marketingEntities, marketingModuleRoutes } from './modules/marketing';
import { privacyBodyLimits, privacyEntities, privacyRoutes } from './modules/privacy';
import { reportsAdminRoutes, reportsMemberRoutes } from './modules/reports';
import { rightsEntities, rightsRoutes } from './modules/rights';
import type { SmsSender } from './platform/sms/sms-sender.port';
import { createWebhookDelivery, webhookPayloadsContract, webhooksEntities, webhooksRoutes } from './modules/webhooks';
import type { WebhookSender } from './modules/webhooks/contracts';
import { institutionFigures, moduleGraph } from './composition-root';

/** Every table the ORM knows, gathered from the modules that own them. */
export const allEntities = [
  ...marketingEntities,
  ...identityEntities,
  ...leadsEntities,
  ...creditsEntities,
  ...collectionsEntities,
  ...importsEntities,
  ...adminEntities,
  ...privacyEntities,
  ...rightsEntities,
  ...webhooksEntities,
  ...alertsEntities,
  ...billingEntities,
];

/** Routes allowed a bigger request body than DEFAULT_BODY_LIMIT_BYTES, and the biggest of all (Bun.serve's cap). */
const bodyLimits = { ...importsBodyLimits, ...privacyBodyLimits, ...exclusionListBodyLimits };
export const MAX_REQUEST_BODY_BYTES = Math.max(DEFAULT_BODY_LIMIT_BYTES, ...Object.values(bodyLimits));

export type AppDeps = {
  config: Config;
  orm: Orm;
  mailer: Mailer;
  /** text messages (the rights portal's codes); default: SMS_PROVIDER_URL's gateway, or the sms_outbox table */
  sms?: SmsSender;
  jwtSecret: string;
  clock?: Clock;
  rateLimiter?: RateLimiter;
  /** read-replica routing (openReadRouting); without it every read goes to `orm` */
  reads?: ReadRouting;
  /** webhook deliveries go out through this instead of the guarded fetch (tests) */
  webhookSender?: WebhookSender;
  /** saved searches' new matches: the `saved_search.matched` webhook by default (a test may listen instead) */
  announcer?: MatchAnnouncer;
  /** the background jobs' outcomes (src/main.ts starts them), listed by /api/health */
  jobHealth?: JobHealth;
};

const JobStatusSchema = v.object({
  name: v.picklist(BACKGROUND_JOBS),
  state: v.picklist(['ok', 'failing']),
  failures: v.pipe(v.number(), v.integer(), v.description('failed runs in a row (0 while ok)')),
  failingSince: v.optional(v.pipe(v.string(), v.isoTimestamp(), v.description('when the present run of failures began'))),
});
const HealthResponse = v.object({
  status: v.picklist(['ok', 'degraded']),
  database: v.picklist(['up', 'down']),
  jobs: v.pipe(v.array(JobStatusSchema), v.description('the background jobs this server copy runs; empty where it runs none')),
});
/** Health while the database is away: the same fields, inside the error envelope every refusal uses. */
const HealthDegraded = v.intersect([ErrorResponse, HealthResponse]);

export function createApp({
  config,
  orm,
  mailer,
  sms,
  jwtSecret,
  clock = systemClock,
  rateLimiter = createRateLimiter(config),
  reads = readsFromPrimary(orm),
  webhookSender,
  announcer,
  jobHealth = createJobHealth(),
}: AppDeps) {
  const background = createBackgroundTasks();
  // the requests being answered, which the server's shutdown waits for (src/main.ts)
  const requests = createInFlight();
  const deps: ModuleDeps = { orm, clock, mailer, config, audit: createAuditTrail(orm), reads, background };
  const graph = moduleGraph(deps, { sms, announcer });
  const { identity, credits, leads, collections, privacy, rights, imports, admin, alerts } = graph;
  const verify: SessionVerifier = (claims) => identity.verifySession(claims);
  const auth = authPlugin(jwtSecret, verify, (key) => identity.verifyApiKey(key));
  const web: WebDeps = { ...deps, auth, rateLimiter };
  // after every API: the delivery shows a payload's students as the member may see them when it is sent
  const delivery = createWebhookDelivery(graph.webhooks, deps, { students: leads, members: identity.members, sender: webhookSender });

  const app = new Elysia({ name: 'app' })
    .use(requestSessions(requests))
    .use(securityHeaders(config.trustedProxyHops))
    .use(errorPlugin())
    .use(bodyLimit({ defaultBytes: DEFAULT_BODY_LIMIT_BYTES, byPath: bodyLimits }))
    .use(controlCharacterGuard())
    // with a replica: a signed-in caller's write keeps their next reads on the primary until the replica has it
    .use(reads.hasReplica ? readYourWrites(reads, auth) : new Elysia({ name: 'platform.read-your-writes' }))
    .use(
      apiContract({
        publicUrl: config.publicUrl,
        description:
          'Marketing intake, the Student Leads Portal (members) and the admin portal. **New here? Read [Getting started](/docs/getting-started)**: an API key, the first call, your unlocked students, verifying a webhook; the body of every webhook is under `webhooks` in this document. Every refusal answers the ErrorEnvelope `{ error, message, code?, issues? }` with the status listed under each operation. Request bodies are capped at 64 KB (413), the CSV import at 10 MB, and may nest at most 32 levels deep (400 BODY_TOO_DEEP); text holding control characters is refused (400). Query values are sent as text; those documented as integers must be written in plain digits.',
        // the price list is a constant: it answers even while the database is away
        withoutDatabase: ['getCreditPrices'],
        webhooks: webhookPayloadsContract(),
      }),
    )
    .get(
      '/api/health',
      async ({ set }) => {
        const jobs = jobHealth.statuses();
        const jobFailing = jobs.some((job) => job.state === 'failing');
        if (await isDatabaseUp(orm)) return { status: jobFailing ? ('degraded' as const) : ('ok' as const), database: 'up' as const, jobs };
        set.status = 503;
        set.headers['retry-after'] = String(DATABASE_RETRY_AFTER_SECONDS);
        return { ...databaseUnavailable(), status: 'degraded' as const, database: 'down' as const, jobs };
      },
      {
        response: { 200: HealthResponse, 503: HealthDegraded },
        detail: {
          operationId: 'getHealth',
          tags: ['System'],
          summary: 'Liveness, database reachability and background jobs',
          description:
            'Answers 200 `{ status: ok, database: up, jobs }`, or 503 with `{ status: degraded, database: down, jobs }` inside the error envelope while the database is away. `jobs` lists the background jobs this server copy runs (webhook deliveries, saved-search digests, retention); while one of them is failing the answer is still 200 (the copy serves requests) with `status: degraded`, and the job says since when. A job never puts its error on this public answer: the server log has it, once.',
          security: [],
        },
      },
    )
    // ADR 0021: a removed seat's collections go to the remover (collections' contract, handed to identity's team routes)
    .use(identityRoutes(identity, web, { savedWork: collections, figures: institutionFigures(graph) }))
    .use(marketingModuleRoutes(web))
    .use(leadsRoutes(leads, web))
    // .use() order is the order of paths in openapi.json: the price list, the unlocks, then spending credits
    .use(creditPriceRoutes())
    .use(leadsUnlockRoutes(leads, web))
    .use(leadsExclusionListRoutes(leads, web))
    .use(creditsRoutes(credits, web, { members: identity.mailAddresses }))
    .use(reportsMemberRoutes(graph.reports, web))
    // ADR 0025: delivery failures a mail or SMS provider posts (signed)
    .use(leadsBounceRoutes(leads, web))
    .use(collectionsRoutes(collections, web))
    .use(importsRoutes(imports, web, { members: identity.memberAdmin, admins: identity.admins, mailAddresses: identity.mailAddresses }))
    // the audit log and erasure, the student records (leads'), then the admin's members and dashboard
    .use(adminAuditRoutes(admin, web, { members: identity.memberAdmin }))
    .use(leadsStudentAdminRoutes(leads, web))
    .use(adminRoutes(admin, web, { members: identity.memberAdmin, grants: credits.grants, enquiries: graph.marketing, privacy, privacyRequests: rights }))
    .use(reportsAdminRoutes(graph.reports, web))
    .use(privacyRoutes(privacy, web, { links: graph.links }))
    .use(rightsRoutes(rights, web))
    .use(webhooksRoutes(delivery, web))
    .use(alertsRoutes(alerts, web))
    .use(billingRoutes(graph.billing, web))
    .decorate('webhookWorker', delivery.worker)
    .use(spaRoutes(config.webDist, { publicUrl: config.publicUrl }));
  // the jobs the server schedules (src/main.ts) and `make digest` runs
  return Object.assign(app, { jobs: { runDigest: alerts.runDigest }, background, requests, graph });
}

export type App = ReturnType<typeof createApp>;
