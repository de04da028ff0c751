import type { AuditTrail } from '@platform/audit/audit-trail';
import type { UnitOfWork } from '@platform/kernel/transaction';
import type { CreditsApi } from '@modules/credits/contracts';
import type { LeadsApi } from '@modules/leads/contracts';
import type { StudentReports } from './ports/student-reports.port';

/** Everything the reports use cases may need; each takes only what it uses. */
export type ReportsDeps = {
  transaction: UnitOfWork;
  reports: StudentReports;
  students: Pick<LeadsApi, 'findStudentsByIds' | 'unlocksInForceAmong' | 'contactInvalidWithin' | 'invalidContactsAmong' | 'recordBounce'>;
  credits: Pick<CreditsApi, 'refundUnlockWithin'>;
  audit: AuditTrail;
};
