import type { InvalidContact } from '@modules/leads/contracts';
import { flaggedFields, type ReportedField } from '../domain/report';
import { fingerprintOf } from './fingerprint';
import type { ReportsDeps } from './reports-deps';

/** `invalid` (ADR 0025): the contact fields found invalid, with since when and why; absent when none is. */
export type StudentFlags = { studentId: string; fields: ReportedField[]; invalid?: InvalidContact[] };

/** The flagged fields of these students (only the students with at least one), as the portal shows them; an invalid field is flagged too. */
export async function studentFlags(studentIds: readonly string[], deps: Pick<ReportsDeps, 'reports' | 'students'>): Promise<StudentFlags[]> {
  const [reports, invalid] = await Promise.all([deps.reports.openOn(studentIds), deps.students.invalidContactsAmong(studentIds)]);
  if (reports.length === 0 && invalid.size === 0) return [];
  const reported = [...new Set(reports.map((report) => report.studentId))];
  const students = new Map((await deps.students.findStudentsByIds(reported)).map((student) => [student.id, student]));
  return studentIds.flatMap((studentId) => {
    const student = students.get(studentId);
    const evidence = student
      ? reports
          .filter((report) => report.studentId === studentId)
          .map((report) => ({ ...report, current: report.fingerprint === fingerprintOf(student, report.field) }))
      : [];
    const invalidFields = invalid.get(studentId) ?? [];
    const flagged = new Set<ReportedField>([...flaggedFields(evidence), ...invalidFields.map((entry) => entry.field)]);
    const fields = (['mobileNumber', 'emailId', 'record'] as const).filter((field) => flagged.has(field));
    if (fields.length === 0) return [];
    return [invalidFields.length > 0 ? { studentId, fields, invalid: invalidFields } : { studentId, fields }];
  });
}
