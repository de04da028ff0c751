import type { AuditActor, AuditTrail } from '@platform/audit/audit-trail';
import type { Reader } from '@platform/kernel/reader';
import type { AdminStudent, StudentAdminApi } from '@modules/leads/contracts';
import type { PrivacyApi, RecordConsentFacts } from '@modules/privacy/contracts';

export type StudentExport = { lines: AsyncIterable<Uint8Array> } | { pages: AsyncIterable<AdminStudent[]> };

/**
 * Every student for the CSV download; audited when the download starts, as the file is streamed after the answer
 * begins. On PostgreSQL the database writes the CSV lines itself (COPY, with ADR 0013's provenance columns when
 * `provenance` and the privacy module supplies their SQL); otherwise (the embedded database) they come in pages.
 */
export async function exportStudents(
  actor: AuditActor,
  reader: Reader,
  fields: readonly (keyof AdminStudent)[],
  deps: { students: Pick<StudentAdminApi, 'streamAll' | 'copyCsv'>; audit: AuditTrail },
  options: { provenance?: boolean } = {},
): Promise<StudentExport> {
  await deps.audit.record({ actor, action: 'students.export', subject: { kind: 'catalogue' } });
  const lines = await deps.students.copyCsv(fields, reader, options);
  return lines ? { lines } : { pages: deps.students.streamAll(undefined, reader) };
}

/**
 * ADR 0013: each page of the export with each record's consent, and (ADR 0022) the day its mobile number joined the
 * DND register, read page by page (memory stays flat).
 */
export async function* withConsents(
  pages: AsyncIterable<AdminStudent[]>,
  consents: Pick<PrivacyApi, 'recordConsents' | 'dndAmong'> | undefined,
): AsyncGenerator<(AdminStudent & { consent?: RecordConsentFacts; dndSince?: string })[]> {
  for await (const page of pages) {
    if (!consents) {
      yield page;
      continue;
    }
    const [facts, dnd] = await Promise.all([
      consents.recordConsents.among(page.map((student) => student.id)),
      consents.dndAmong(page.flatMap((student) => (student.mobileNumber ? [student.mobileNumber] : []))),
    ]);
    yield page.map((student) => ({ ...student, consent: facts.get(student.id), dndSince: student.mobileNumber ? dnd.get(student.mobileNumber) : undefined }));
  }
}
