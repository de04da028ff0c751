import type { AuditActor, AuditTrail } from '@platform/audit/audit-trail';
import type { Reader } from '@platform/kernel/reader';
import type { AdminStudent, StudentAdminApi } from '@modules/leads/contracts';

export type StudentExport = { lines: AsyncIterable<Uint8Array> } | { pages: AsyncIterable<AdminStudent[]> };

/**
 * Every student for the CSV download; audited when the download starts, as the file is streamed after the answer
 * begins. On PostgreSQL the database writes the CSV lines itself (COPY); on the embedded database they come in pages.
 */
export async function exportStudents(
  actor: AuditActor,
  reader: Reader,
  fields: readonly (keyof AdminStudent)[],
  deps: { students: Pick<StudentAdminApi, 'streamAll' | 'copyCsv'>; audit: AuditTrail },
): Promise<StudentExport> {
  await deps.audit.record({ actor, action: 'students.export', subject: { kind: 'catalogue' } });
  const lines = await deps.students.copyCsv(fields, reader);
  return lines ? { lines } : { pages: deps.students.streamAll(undefined, reader) };
}
