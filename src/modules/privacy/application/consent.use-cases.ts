import type { AuditActor, AuditTrail } from '@platform/audit/audit-trail';
import type { Clock } from '@platform/kernel/clock';
import { consentDateProblem, consentStatus, CURRENT_NOTICE_VERSION, isoDay, SHARING_PURPOSE, type ConsentRecord, type ConsentStatus } from '../domain/consent';
import type { ConsentForm } from '../domain/consent.schema';
import { consentInvalid, noSuchStudent } from '../domain/privacy.errors';
import { withdrawAndNotify, type ContactRulesDeps } from './contact-rules.use-cases';
import type { DoNotContactReason } from '../domain/do-not-contact';
import type { DoNotContactList } from './ports/contact-rules.port';
import type { Consents } from './ports/consents.port';

export type ConsentDeps = { consents: Consents; audit: AuditTrail; clock: Clock; doNotContact?: Pick<DoNotContactList, 'among'> };

/** A student's consent as the admin sees it: the row (null when never recorded), its state today, and (ADR 0017) the do-not-contact flag. */
export type ConsentView = { studentId: string; status: ConsentStatus; consent: ConsentRecord | null; doNotContact: DoNotContactReason | null };

export async function consentOf(studentId: string, deps: Pick<ConsentDeps, 'consents' | 'clock' | 'doNotContact'>): Promise<ConsentView> {
  const [record] = await deps.consents.among([studentId]);
  const flag = deps.doNotContact ? (await deps.doNotContact.among([studentId])).get(studentId) : undefined;
  return { studentId, status: consentStatus(record, isoDay(deps.clock.now())), consent: record ?? null, doNotContact: flag ?? null };
}

/** Admin add/edit (ADR 0013): records or replaces the consent; a new one after a withdrawal starts afresh. */
export async function recordConsent(studentId: string, form: ConsentForm, actor: AuditActor, deps: ConsentDeps): Promise<ConsentView> {
  const expiresOn = form.expiresOn ?? null;
  const problem = consentDateProblem(form.consentDate, expiresOn, isoDay(deps.clock.now()));
  if (problem) throw consentInvalid(problem);
  const written = await deps.consents.put({
    studentId,
    source: form.source ?? 'admin_entry',
    importBatchId: null,
    lawfulBasis: 'consent',
    consentedBy: form.consentedBy,
    consentDate: form.consentDate,
    noticeVersion: form.noticeVersion ?? CURRENT_NOTICE_VERSION,
    purpose: SHARING_PURPOSE,
    expiresOn,
  });
  if (!written) throw noSuchStudent();
  await deps.audit.record({
    actor,
    // a change of the record: the changed field is its consent (who gave it, under which notice)
    action: 'student.update',
    subject: { kind: 'student', studentIds: [studentId] },
    detail: { fields: ['consent'], consent: 'recorded', consentedBy: form.consentedBy, noticeVersion: form.noticeVersion ?? CURRENT_NOTICE_VERSION },
  });
  return consentOf(studentId, deps);
}

/** Ends the consent in force (contact-rules.use-cases.ts: with the suppression and the holders' notices), then answers it. */
export async function withdrawConsent(studentId: string, actor: AuditActor, deps: ConsentDeps & ContactRulesDeps): Promise<ConsentView> {
  await withdrawAndNotify(studentId, actor, deps);
  return consentOf(studentId, deps);
}
