import type { AuditActor, AuditTrail } from '@platform/audit/audit-trail';
import type { AdminStudent, StudentAdminApi } from '@modules/leads/contracts';
import type { PrivacyApi, RecordConsentFacts } from '@modules/privacy/contracts';

/** Every student for the CSV download; audited when the download starts, as the file is streamed after the answer begins. */
export async function exportStudents(actor: AuditActor, deps: { students: Pick<StudentAdminApi, 'streamAll'>; audit: AuditTrail }) {
  await deps.audit.record({ actor, action: 'students.export', subject: { kind: 'catalogue' } });
  return deps.students.streamAll();
}

/** Issue 16: each page of the export with each record's consent, read page by page (memory stays flat). */
export async function* withConsents(
  pages: AsyncIterable<AdminStudent[]>,
  consents: Pick<PrivacyApi, 'recordConsents'> | undefined,
): AsyncGenerator<(AdminStudent & { consent?: RecordConsentFacts })[]> {
  for await (const page of pages) {
    if (!consents) {
      yield page;
      continue;
    }
    const facts = await consents.recordConsents.among(page.map((student) => student.id));
    yield page.map((student) => ({ ...student, consent: facts.get(student.id) }));
  }
}
