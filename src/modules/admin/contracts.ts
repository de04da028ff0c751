import type { AuditActor } from '@platform/audit/audit-trail';
import type { ErasureReceipt } from './application/erase-student.use-case';
import type { IncidentReport } from './application/incident-report.use-case';

export type { ErasureReceipt, IncidentReport };

/** What the admin module offers: the erasure of a student (rights, retention, `make erase`) and the incident report (`make incident`). */
export type AdminApi = {
  /** `identifier`: the student's id, 10-digit mobile number or e-mail. */
  eraseStudent(identifier: string, actor: AuditActor): Promise<ErasureReceipt>;
  /** who and what the audit log shows for a window of time (SECURITY.md runbook) */
  incidentReport(from: Date, to: Date): Promise<IncidentReport>;
};
