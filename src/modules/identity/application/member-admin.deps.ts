import type { AuditTrail } from '@platform/audit/audit-trail';
import type { Clock } from '@platform/kernel/clock';
import type { UnitOfWork } from '@platform/kernel/transaction';
import type { MemberAdminRepository } from './ports/member-admin.repository.port';
import type { InstitutionPools } from './ports/institution-pools.port';
import type { SessionRepository } from './ports/session.repository.port';

/** What the admin's changes on a member need: each change commits with its audit row, or not at all. */
export type MemberAdminDeps = {
  members: MemberAdminRepository;
  /** the answer carries the pool's balance (ADR 0021), read after the change's transaction (PGlite has one connection) */
  balances: Pick<InstitutionPools, 'balanceOf'>;
  sessions: Pick<SessionRepository, 'revokeAll'>;
  unitOfWork: UnitOfWork;
  audit: AuditTrail;
  clock: Clock;
};
