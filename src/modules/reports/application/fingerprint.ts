import { createHash } from 'node:crypto';
import type { StudentRecord } from '@modules/leads/contracts';
import type { ReportedField } from '../domain/report';

/**
 * What a report remembers of the value it is about: a SHA-256 of the student id, the field and the value, never
 * the value. A flag holds while the student's value still hashes the same, so correcting the field clears it.
 */
export function fingerprintOf(student: StudentRecord, field: ReportedField): string {
  const { createdAt: _createdAt, ...fields } = student;
  const value = field === 'record' ? JSON.stringify(fields) : String(student[field] ?? '');
  return createHash('sha256').update(`${student.id}|${field}|${value}`).digest('hex');
}
