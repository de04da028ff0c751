import { type AnyElysia, Elysia } from 'elysia';
import type { ModuleDeps, WebDeps } from '@platform/module';
import type { SmsSender } from '@platform/sms/sms-sender.port';
import { myDataRoutes } from './adapters/http/my-data.routes';
import { privacyRequestsRoutes } from './adapters/http/privacy-requests.routes';
import { createAccessCodes, createAccessPasses } from './adapters/persistence/access.repository';
import { createPrivacyRequests } from './adapters/persistence/privacy-requests.repository';
import type { RightsDeps } from './application/rights.deps';
import type { RightsApi } from './contracts';

/** Registered with the ORM by the composition root: none, every statement of this module is raw SQL. */
export const rightsEntities = [];

export type RightsModuleApi = RightsApi & { internal: RightsDeps };

/**
 * The students' rights portal (/my-data) and the admin's privacy-requests queue (ADR 0018, ADR 0019). It acts
 * through the other modules' contracts: leads finds and corrects the records, privacy withdraws consent, admin
 * erases, identity names the institutions of the recipient log; the audit trail is where the recipients are read.
 */
export function createRightsApi(
  deps: ModuleDeps & { sms: SmsSender },
  others: Pick<RightsDeps, 'students' | 'consents' | 'links' | 'admin' | 'institutions' | 'seasons'>,
): RightsModuleApi {
  const own: RightsDeps = {
    ...others,
    codes: createAccessCodes(deps.orm),
    passes: createAccessPasses(deps.orm),
    requests: createPrivacyRequests(deps.orm),
    audit: deps.audit,
    mailer: deps.mailer,
    sms: deps.sms,
    clock: deps.clock,
  };
  return { counts: (now) => own.requests.counts(now), internal: own };
}

export function rightsRoutes(api: RightsModuleApi, web: WebDeps): AnyElysia {
  return new Elysia({ name: 'rights.routes' })
    .use(
      myDataRoutes({
        ...api.internal,
        rateLimiter: web.rateLimiter,
        trustedProxyHops: web.config.trustedProxyHops,
        // as forgot-password: after the answer, a failure logged and never answered (SECURITY.md)
        inBackground: web.background.run,
        securityLog: (line) => console.warn(line),
      }),
    )
    .use(privacyRequestsRoutes({ ...api.internal, auth: web.auth }));
}
