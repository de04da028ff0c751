import { withSession } from '@platform/db/session';
import type { JobReport } from '@platform/kernel/job-health';
import type { AnyElysia } from 'elysia';
import type { ModuleDeps, WebDeps } from '@platform/module';
import type { LeadsApi } from '../leads/contracts';
import type { MemberDirectory } from '../identity/contracts';
import { savedSearchesRoutes } from './adapters/http/saved-searches.routes';
import { createSavedSearchesRepository } from './adapters/persistence/saved-searches.repository';
import type { AlertsDeps } from './application/alerts-deps';
import { runDigest } from './application/run-digest.use-case';
import { type AlertsApi, type MatchAnnouncer, noAnnouncements } from './contracts';
import { DIGEST_EVERY_MS } from './domain/cadence';

/** Registered with the ORM by the composition root: none, every statement of this module is raw SQL. */
export const alertsEntities = [];

export type AlertsModuleApi = AlertsApi & { internal: AlertsDeps };

/**
 * Saved searches with alerts (ADR 0016): members save the catalogue's filters and search; the portal counts what is
 * new since they last looked and a digest job e-mails (and announces) new matches. Matching asks leads (alerts → leads)
 * for "catalogue matches created after T", lazily, never at import time. `announcer` defaults to none (e-mail only).
 */
export function createAlertsApi(
  deps: ModuleDeps,
  others: { leads: Pick<LeadsApi, 'checkSavedQuery' | 'newMatches'>; members: MemberDirectory; announcer?: MatchAnnouncer },
): AlertsModuleApi {
  const own: AlertsDeps = {
    searches: createSavedSearchesRepository(deps.orm),
    leads: others.leads,
    members: others.members,
    mailer: deps.mailer,
    announcer: others.announcer ?? noAnnouncements,
    clock: deps.clock,
    publicUrl: deps.config.publicUrl,
  };
  return { runDigest: (now) => withSession(() => runDigest(now ?? deps.clock.now(), own)), internal: own };
}

export const alertsRoutes = (api: AlertsModuleApi, web: WebDeps): AnyElysia => savedSearchesRoutes({ ...api.internal, auth: web.auth });

/**
 * The server's schedule: looks for due digests every DIGEST_EVERY_MS (each copy; the lease lets one run), each outcome
 * reported to the server's job health. Answers stop().
 */
export function scheduleDigests(api: AlertsApi, report: JobReport): () => void {
  const tick = () =>
    void api.runDigest().then(
      () => report.succeeded(),
      (error: unknown) => report.failed(error),
    );
  const timer = setInterval(tick, DIGEST_EVERY_MS);
  return () => clearInterval(timer);
}

export type { AlertsApi, DigestOutcome, MatchAnnouncer, SavedSearchMatch } from './contracts';
export { announceAsEvents } from './application/announce-as-events';
