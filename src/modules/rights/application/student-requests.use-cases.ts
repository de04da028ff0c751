import * as v from 'valibot';
import { StudentPatchSchema } from '@modules/leads/contracts';
import { correctionPatch, dueDateOf, duplicateOpenRequest, type CorrectableField } from '../domain/privacy-request';
import { badCorrection, notYourRecord, requestAlreadyOpen } from '../domain/rights.errors';
import { forStudent } from './my-data.use-case';
import { STUDENT_ACTOR, type RightsDeps } from './rights.deps';

export type StudentAsk =
  | { kind: 'correction'; studentId: string; field: CorrectableField; value: string; message?: string }
  | { kind: 'erasure'; studentId: string; message?: string }
  | { kind: 'grievance'; studentId: string; message: string };

type Deps = Pick<RightsDeps, 'students' | 'requests' | 'audit' | 'clock'>;

async function ownRecord(studentIds: readonly string[], studentId: string, deps: Pick<RightsDeps, 'students'>) {
  if (!studentIds.includes(studentId)) throw notYourRecord();
  const [student] = await deps.students.findByIds([studentId]);
  if (!student) throw notYourRecord();
  return student;
}

/**
 * A correction, an erasure or a grievance joins the admin's queue, due in 30 days. A correction is checked against
 * the admin edit's rule for the field first, so the admin approves only values the record can hold. Erasure waits for
 * an admin (ADR 0018): it cannot be undone, and the queue shows it was answered in time. While one of a kind is open
 * on the record (a correction: for that field), another is 409 RIGHTS.REQUEST_ALREADY_OPEN (SECURITY.md).
 */
export async function fileRequest(studentIds: readonly string[], ask: StudentAsk, deps: Deps) {
  const student = await ownRecord(studentIds, ask.studentId, deps);
  const detail: Record<string, string> = {};
  if (ask.kind === 'correction') {
    const checked = v.safeParse(StudentPatchSchema, correctionPatch(ask.field, ask.value));
    if (!checked.success) throw badCorrection(checked.issues[0]?.message ?? 'This value cannot be recorded');
    detail.field = ask.field;
    detail.value = String(checked.output[ask.field as keyof typeof checked.output]);
  }
  if (ask.message) detail.message = ask.message;
  const now = deps.clock.now();
  const filed = await deps.requests.createUnlessOpen(
    { kind: ask.kind, studentId: student.id, studentName: student.studentName, detail, receivedAt: now, dueAt: dueDateOf(now) },
    (open) => duplicateOpenRequest(open, { studentId: student.id, kind: ask.kind, field: detail.field }),
  );
  if ('open' in filed) throw requestAlreadyOpen(ask.kind, filed.open.dueAt);
  const request = filed.created;
  await deps.audit.record({
    actor: STUDENT_ACTOR,
    action: 'privacy_request.create',
    subject: { kind: 'student', studentIds: [student.id] },
    detail: { requestId: request.id, kind: request.kind, ...(detail.field ? { fields: [detail.field] } : {}) },
  });
  return forStudent(request);
}

/** What the student asks and we carry out at once: done, then entered in the queue as handled (and audited). */
async function carriedOutAtOnce(
  kind: 'withdrawal' | 'objection',
  studentIds: readonly string[],
  studentId: string,
  deps: Deps,
  carryOut: (id: string) => Promise<unknown>,
) {
  const student = await ownRecord(studentIds, studentId, deps);
  await carryOut(student.id);
  const now = deps.clock.now();
  const request = await deps.requests.create({
    kind,
    studentId: student.id,
    studentName: student.studentName,
    detail: {},
    receivedAt: now,
    dueAt: dueDateOf(now),
    handled: { at: now, by: 'Carried out at once' },
  });
  await deps.audit.record({
    actor: STUDENT_ACTOR,
    action: 'privacy_request.create',
    subject: { kind: 'student', studentIds: [student.id] },
    detail: { requestId: request.id, kind, status: 'handled' },
  });
  return forStudent(request);
}

/**
 * "Do not contact me" (ADR 0017): privacy's flag, audited as the student's own request. Members who had unlocked
 * the student keep what they paid for.
 */
export const objectByStudent = (studentIds: readonly string[], studentId: string, deps: Deps & Pick<RightsDeps, 'consents' | 'links'>) =>
  carriedOutAtOnce('objection', studentIds, studentId, deps, (id) =>
    deps.consents.setDoNotContact(id, { reason: 'objection', by: 'student', actor: STUDENT_ACTOR }, deps.links),
  );

/** Withdrawal: privacy's own withdrawal (suppression and the holders' notices come with it), audited. */
export const withdrawByStudent = (studentIds: readonly string[], studentId: string, deps: Deps & Pick<RightsDeps, 'consents' | 'links'>) =>
  carriedOutAtOnce('withdrawal', studentIds, studentId, deps, (id) => deps.consents.withdraw(id, STUDENT_ACTOR, deps.links));
