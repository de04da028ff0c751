import type { AuditTrail } from '@platform/audit/audit-trail';
import type { Clock } from '@platform/kernel/clock';
import type { UnitOfWork } from '@platform/kernel/transaction';
import type { MemberAdminRepository } from './ports/member-admin.repository.port';
import type { MemberBalances } from './ports/member-balances.port';
import type { SessionRepository } from './ports/session.repository.port';

/** What the admin's changes on a member need: each change commits with its audit row, or not at all. */
export type MemberAdminDeps = {
  members: MemberAdminRepository;
  /** the answer carries the balance; read before the transaction, which holds its connection (PGlite has only one) */
  balances: Pick<MemberBalances, 'balanceOf'>;
  sessions: Pick<SessionRepository, 'revokeAll'>;
  unitOfWork: UnitOfWork;
  audit: AuditTrail;
  clock: Clock;
};
