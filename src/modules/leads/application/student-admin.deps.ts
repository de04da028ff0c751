import type { AuditTrail } from '@platform/audit/audit-trail';
import type { UnitOfWork } from '@platform/kernel/transaction';
import type { StudentAdminRepository } from './ports/student-admin.repository.port';

/** What the admin's changes to the catalogue need: each change commits with its audit row, or not at all. */
export type StudentAdminDeps = { students: StudentAdminRepository; unitOfWork: UnitOfWork; audit: AuditTrail };
