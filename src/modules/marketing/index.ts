import type { AnyElysia } from 'elysia';
import type { ModuleDeps, WebDeps } from '@platform/module';
import { createEnquiryStatsRepository } from './adapters/persistence/enquiry-stats.repository';
import { createAssessmentRepository } from './adapters/persistence/assessment.repository';
import { createContactSubmissionRepository } from './adapters/persistence/contact-submission.repository';
import { marketingRoutes } from './adapters/http/marketing.routes';
import type { MarketingApi } from './contracts';

/** Registered with the ORM by the composition root; not for other modules. */
export const marketingEntities = [];

/** The dashboard's enquiry counts; the marketing routes write the submissions themselves. */
export function createMarketingApi(deps: Pick<ModuleDeps, 'orm'>): MarketingApi {
  return createEnquiryStatsRepository(deps.orm);
}

/** The contact form, the assessment and the admin's enquiry lists. */
export function marketingModuleRoutes(web: WebDeps): AnyElysia {
  return marketingRoutes({
    auth: web.auth,
    submissions: createContactSubmissionRepository(web.orm),
    assessments: createAssessmentRepository(web.orm),
    mailer: web.mailer,
    salesEmail: web.config.salesEmail,
    log: console.error,
    rateLimiter: web.rateLimiter,
    trustedProxyHops: web.config.trustedProxyHops,
  });
}
