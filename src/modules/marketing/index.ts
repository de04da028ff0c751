import type { AppModule, ModuleDeps } from '@platform/module';
import { createEnquiryStatsRepository } from './adapters/persistence/enquiry-stats.repository';
import { createAssessmentRepository } from './adapters/persistence/assessment.repository';
import { createContactSubmissionRepository } from './adapters/persistence/contact-submission.repository';
import { AssessmentContactSubmissionEntity } from './adapters/persistence/assessment-contact-submission.entity';
import { AssessmentSubmissionEntity } from './adapters/persistence/assessment-submission.entity';
import { ContactSubmissionEntity } from './adapters/persistence/contact-submission.entity';
import { marketingRoutes } from './adapters/http/marketing.routes';
import type { MarketingApi } from './contracts';

/** Registered with the ORM by the composition root; not for other modules. */
export const marketingEntities = [ContactSubmissionEntity, AssessmentContactSubmissionEntity, AssessmentSubmissionEntity];

export function createMarketingModule(deps: ModuleDeps): AppModule<MarketingApi> {
  const submissions = createContactSubmissionRepository(deps.orm);
  const routes = marketingRoutes({
    auth: deps.auth,
    submissions,
    assessments: createAssessmentRepository(deps.orm),
    mailer: deps.mailer,
    salesEmail: deps.config.salesEmail,
    log: console.error,
    rateLimiter: deps.rateLimiter,
    trustedProxyHops: deps.config.trustedProxyHops,
  });
  return { routes, api: createEnquiryStatsRepository(deps.orm) };
}
