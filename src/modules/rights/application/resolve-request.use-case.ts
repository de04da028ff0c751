import type { AuditActor } from '@platform/audit/audit-trail';
import { appliedCorrection, isOverdue, type CorrectableField } from '../domain/privacy-request';
import { requestClosed, requestNotFound } from '../domain/rights.errors';
import type { PrivacyRequest } from './ports/requests.port';
import type { RightsDeps } from './rights.deps';

export type Decision = { outcome: 'handled' | 'rejected'; reply: string | null };

type Deps = Pick<RightsDeps, 'requests' | 'students' | 'admin' | 'audit' | 'mailer' | 'clock'>;

/** The queue's row as the admin sees it, with whether it is past its due date. */
export const forAdmin = (request: PrivacyRequest, now: Date) => ({
  ...request,
  overdue: isOverdue({ status: request.status, dueAt: new Date(request.dueAt) }, now),
});

const OUTCOME_TEXT: Record<PrivacyRequest['kind'], string> = {
  correction: 'We have corrected your record as you asked.',
  erasure: 'We have erased your record: members can no longer find or buy your details.',
  grievance: 'We have looked into your grievance.',
  withdrawal: 'Your consent is withdrawn.',
  objection: 'Your record is marked "Do not contact".',
};

/**
 * The admin answers an open request. Handling a correction applies the field through leads' admin edit (audited as
 * the admin's change); handling an erasure runs the erasure across modules and then forgets the name and the asks of
 * the student's requests. Either way the student is told by e-mail when the record holds one (read before an erasure).
 */
export async function resolveRequest(id: string, decision: Decision, actor: AuditActor, deps: Deps) {
  const request = await deps.requests.find(id);
  if (!request) throw requestNotFound();
  if (request.status !== 'open') throw requestClosed();
  const [student] = await deps.students.findByIds([request.studentId]);
  if (decision.outcome === 'handled' && student) {
    if (request.kind === 'correction') {
      const field = request.detail.field as CorrectableField;
      await deps.students.update(student.id, appliedCorrection(field, request.detail.value ?? '', deps.clock.now()), actor);
    }
    if (request.kind === 'erasure') await deps.admin.eraseStudent(student.id, actor);
  }
  const now = deps.clock.now();
  const resolved = await deps.requests.resolve(id, { status: decision.outcome, at: now, byId: actor.id, byLabel: actor.label, reply: decision.reply });
  if (!resolved) throw requestClosed();
  if (request.kind === 'erasure' && decision.outcome === 'handled') await deps.requests.forgetStudent(request.studentId);
  await deps.audit.record({
    actor,
    action: 'privacy_request.resolve',
    subject: { kind: 'student', studentIds: [request.studentId] },
    detail: { requestId: id, kind: request.kind, status: decision.outcome },
  });
  if (student?.emailId) {
    const outcome = decision.outcome === 'handled' ? OUTCOME_TEXT[request.kind] : 'We could not do what you asked.';
    const text = [`About your ${request.kind} request of ${request.receivedAt.slice(0, 10)}: ${outcome}`, decision.reply ?? ''].filter(Boolean).join('\n\n');
    await deps.mailer.send({
      to: student.emailId,
      subject: 'Your privacy request',
      text,
      html: text
        .split('\n\n')
        .map((p) => `<p>${escapeHtml(p)}</p>`)
        .join(''),
    });
  }
  return forAdmin(resolved, now);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
