import { Elysia } from 'elysia';
import type { AuthPlugin } from '@platform/http/auth';
import type { AssessmentRepository } from '@modules/marketing/application/ports/assessment.repository.port';
import { assessmentRoutes } from './assessment.routes';
import { contactRoutes, type ContactRoutesDeps } from './contact.routes';
import { exportRoutes } from './export.routes';

type Deps = ContactRoutesDeps & { auth: AuthPlugin; assessments: AssessmentRepository };

/** The marketing module's one public HTTP surface under /api. */
export const marketingRoutes = (deps: Deps) =>
  new Elysia({ name: 'marketing.routes', prefix: '/api' }).use(contactRoutes(deps)).use(assessmentRoutes(deps)).use(exportRoutes(deps));
