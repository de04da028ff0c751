import type { AuditActor, AuditTrail } from '@platform/audit/audit-trail';
import type { StudentAdminApi } from '@modules/leads/contracts';

/** Every student for the CSV download; audited when the download starts, as the file is streamed after the answer begins. */
export async function exportStudents(actor: AuditActor, deps: { students: Pick<StudentAdminApi, 'streamAll'>; audit: AuditTrail }) {
  await deps.audit.record({ actor, action: 'students.export', subject: { kind: 'catalogue' } });
  return deps.students.streamAll();
}
