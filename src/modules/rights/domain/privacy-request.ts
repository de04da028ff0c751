/** The privacy-requests queue (ADR 0018): what a student may ask, and when the answer is due. */
/** `objection`: the student's own "Do not contact me" (ADR 0017), carried out at once like a withdrawal. */
export const REQUEST_KINDS = ['correction', 'withdrawal', 'erasure', 'grievance', 'objection'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const REQUEST_STATUSES = ['open', 'handled', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Our promise: an answer within 30 days of receipt (the DPDP Rules' outer limit is 90). */
export const ANSWER_WITHIN_DAYS = 30;
const DAY_MS = 86_400_000;

export const dueDateOf = (receivedAt: Date): Date => new Date(receivedAt.getTime() + ANSWER_WITHIN_DAYS * DAY_MS);

/** Overdue: still open after its due date. */
export const isOverdue = (request: { status: RequestStatus; dueAt: Date }, now: Date): boolean =>
  request.status === 'open' && request.dueAt.getTime() < now.getTime();

/**
 * SECURITY.md: one open request of a kind per record (a correction: per field), so one pass cannot fill the
 * queue with statutory deadlines. The key two asks share when the second must wait for the first.
 */
export const openRequestKey = (ask: { studentId: string; kind: RequestKind; field?: string }): string =>
  `${ask.studentId}|${ask.kind}|${ask.kind === 'correction' ? (ask.field ?? '') : ''}`;

/** The open request an ask duplicates, if any. */
export function duplicateOpenRequest<T extends { studentId: string; kind: RequestKind; status: RequestStatus; detail: Record<string, string> }>(
  existing: readonly T[],
  ask: { studentId: string; kind: RequestKind; field?: string },
): T | undefined {
  const key = openRequestKey(ask);
  return existing.find((request) => request.status === 'open' && openRequestKey({ ...request, field: request.detail.field }) === key);
}

/** The fields a student may ask to correct: what they can know to be right about themselves (not flags or the source). */
export const CORRECTABLE_FIELDS = [
  'studentName',
  'emailId',
  'mobileNumber',
  'fatherName',
  'motherName',
  'dateOfBirth',
  'gender',
  'course',
  'entranceExam',
  'stream',
  'board',
  'passingYear',
  'collegeName',
  'address',
  'city',
  'district',
  'state',
  'pincode',
] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

/** A correction's new value as the admin edit expects it: the numeric fields as numbers. */
export function correctionPatch(field: CorrectableField, value: string): Record<string, string | number> {
  const text = value.trim();
  return field === 'passingYear' ? { [field]: /^\d{4}$/.test(text) ? Number(text) : Number.NaN } : { [field]: text };
}

/**
 * ADR 0026: the student's own correction of a contact, applied, is a fresh OTP verification of it (the student
 * reached /my-data by a one-time code) and the student's value; other fields are the correction alone.
 */
export function appliedCorrection(field: CorrectableField, value: string, now: Date): Record<string, string | number> {
  const patch = correctionPatch(field, value);
  const at = now.toISOString();
  if (field === 'emailId') return { ...patch, emailVerifiedAt: at, emailVerifiedBy: 'otp', contactSource: 'student' };
  if (field === 'mobileNumber') return { ...patch, mobileVerifiedAt: at, mobileVerifiedBy: 'otp', contactSource: 'student' };
  return patch;
}
