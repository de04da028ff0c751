import type { AuditTrail } from '../../../platform/audit/audit-trail';
import type { Clock } from '../../../platform/kernel/clock';
import type { CreditsPort, StudentCatalogue } from './ports/catalogue.port';
import type { CollectionsRepository } from './ports/collections.repository.port';
import type { SavedStudentsRepository } from './ports/saved-students.repository.port';

/** Everything the use cases of this module may need; each takes only what it uses. */
export type CollectionsDeps = {
  collections: CollectionsRepository;
  saved: SavedStudentsRepository;
  students: StudentCatalogue;
  credits: CreditsPort;
  clock: Clock;
  audit: AuditTrail;
};
