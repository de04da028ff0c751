import { Elysia } from 'elysia';
import type { Orm } from '@platform/db/orm';
import type { AppModule, ModuleDeps } from '@platform/module';
import type { SmsSender } from '@platform/sms/sms-sender.port';
import type { AdminApi } from '../admin/contracts';
import type { MemberAdminApi } from '../identity/contracts';
import type { StudentAdminApi } from '../leads/contracts';
import type { PrivacyApi } from '../privacy/contracts';
import { myDataRoutes } from './adapters/http/my-data.routes';
import { privacyRequestsRoutes } from './adapters/http/privacy-requests.routes';
import { createAccessCodes, createAccessPasses } from './adapters/persistence/access.repository';
import { createPrivacyRequests } from './adapters/persistence/privacy-requests.repository';
import type { RightsDeps } from './application/rights.deps';
import type { PrivacyRequestCounts, RightsApi } from './contracts';

/** Registered with the ORM by the composition root: none, every statement of this module is raw SQL. */
export const rightsEntities = [];

/** The queue's counts alone, built before the admin module (whose dashboard shows them) and without the routes. */
export const createPrivacyRequestCounts = (orm: Orm): PrivacyRequestCounts => createPrivacyRequests(orm);

/**
 * The students' rights portal (/my-data) and the admin's privacy-requests queue (ADR 0018, ADR 0019). It acts
 * through the other modules' contracts: leads finds and corrects the records, privacy withdraws consent, admin
 * erases, identity names the institutions of the recipient log; the audit trail is where the recipients are read.
 */
export function createRightsModule(
  deps: ModuleDeps & { sms: SmsSender },
  others: {
    students: Pick<StudentAdminApi, 'findByContact' | 'findByIds' | 'update'>;
    consents: Pick<PrivacyApi, 'recordConsents' | 'withdraw' | 'setDoNotContact'>;
    admin: Pick<AdminApi, 'eraseStudent'>;
    institutions: Pick<MemberAdminApi, 'institutionsOf'>;
  },
): AppModule<RightsApi> {
  const own: RightsDeps = {
    codes: createAccessCodes(deps.orm),
    passes: createAccessPasses(deps.orm),
    requests: createPrivacyRequests(deps.orm),
    students: others.students,
    consents: others.consents,
    erase: (studentId, actor) => others.admin.eraseStudent(studentId, actor),
    institutions: others.institutions,
    audit: deps.audit,
    mailer: deps.mailer,
    sms: deps.sms,
    clock: deps.clock,
  };
  const routes = new Elysia({ name: 'rights.routes' })
    .use(
      myDataRoutes({
        ...own,
        rateLimiter: deps.rateLimiter,
        trustedProxyHops: deps.config.trustedProxyHops,
        // as forgot-password: after the answer, a failure logged and never answered (SECURITY.md)
        inBackground: deps.background.run,
        securityLog: (line) => console.warn(line),
      }),
    )
    .use(privacyRequestsRoutes({ ...own, auth: deps.auth }));
  return { routes, api: { counts: (now) => own.requests.counts(now) } };
}
