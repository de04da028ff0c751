import type { AuditTrail } from '@platform/audit/audit-trail';
import type { Clock } from '@platform/kernel/clock';
import type { UnitOfWork } from '@platform/kernel/transaction';
import type { CreditsPort, LeadsPort } from './ports/catalogue.port';
import type { ExportEvents } from './ports/export-events.port';
import type { CollectionsRepository } from './ports/collections.repository.port';
import type { SavedStudentsRepository } from './ports/saved-students.repository.port';

/** Everything the use cases of this module may need; each takes only what it uses. */
export type CollectionsDeps = {
  /** a transaction of this module's own writes (charged ones go through credits.chargedTransaction) */
  transaction: UnitOfWork;
  collections: CollectionsRepository;
  saved: SavedStudentsRepository;
  students: LeadsPort;
  credits: CreditsPort;
  clock: Clock;
  audit: AuditTrail;
  /** ADR 0015: the `collection.exported` webhook event, in the export's transaction */
  events?: ExportEvents;
};
