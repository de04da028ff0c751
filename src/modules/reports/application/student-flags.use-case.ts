import { flaggedFields, type ReportedField } from '../domain/report';
import { fingerprintOf } from './fingerprint';
import type { ReportsDeps } from './reports-deps';

export type StudentFlags = { studentId: string; fields: ReportedField[] };

/** The flagged fields of these students (only the students with at least one), as the portal shows them. */
export async function studentFlags(studentIds: readonly string[], deps: Pick<ReportsDeps, 'reports' | 'students'>): Promise<StudentFlags[]> {
  const reports = await deps.reports.openOn(studentIds);
  if (reports.length === 0) return [];
  const reported = [...new Set(reports.map((report) => report.studentId))];
  const students = new Map((await deps.students.findStudentsByIds(reported)).map((student) => [student.id, student]));
  return reported.flatMap((studentId) => {
    const student = students.get(studentId);
    if (!student) return [];
    const evidence = reports
      .filter((report) => report.studentId === studentId)
      .map((report) => ({ ...report, current: report.fingerprint === fingerprintOf(student, report.field) }));
    const fields = flaggedFields(evidence);
    return fields.length > 0 ? [{ studentId, fields }] : [];
  });
}
