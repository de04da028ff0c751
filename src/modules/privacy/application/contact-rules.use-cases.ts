import type { AuditActor, AuditTrail } from '@platform/audit/audit-trail';
import type { Clock } from '@platform/kernel/clock';
import type { Transaction, UnitOfWork } from '@platform/kernel/transaction';
import type { Mailer } from '@platform/mail/mailer.port';
import type { CopyNoticeReason } from '../domain/copy-notice';
import type { DoNotContactReason, DoNotContactSetBy } from '../domain/do-not-contact';
import type { SuppressionReason } from '../domain/suppression';
import { contactSuppressed, noConsentToWithdraw, noSuchStudent, nothingToClear } from '../domain/privacy.errors';
import type { ContactHasher } from './contact-hasher';
import { deleteYourCopyEmail, type CopyHolder } from './copy-holder-mail';
import type { CopyNotices, DoNotContactList, SuppressionList } from './ports/contact-rules.port';
import type { Consents } from './ports/consents.port';

/** What privacy needs to know of a student and of who holds a copy (leads, collections and identity: src/student-links.ts). */
export type StudentLinks = {
  contactOf(studentId: string): Promise<{ name: string; email: string | null; mobile: string } | null>;
  copyHoldersOf(studentId: string): Promise<CopyHolder[]>;
  /** the names of those of these students that still exist */
  namesOf(studentIds: readonly string[]): Promise<Map<string, string>>;
};

export type ContactRulesDeps = {
  doNotContact: DoNotContactList;
  suppression: SuppressionList;
  notices: CopyNotices;
  hash: ContactHasher;
  audit: AuditTrail;
  clock: Clock;
  mailer: Mailer;
  unitOfWork: UnitOfWork;
  savedUrl: string;
  links?: StudentLinks;
};

const STUDENT_REQUEST: AuditActor = { kind: 'system', id: null, label: "student's own request" };

/**
 * Sets the flag (ADR 0017) from an admin's action or the student's own request, and, as a withdrawal does, gives
 * every member holding a copy a notice in the same transaction, then an e-mail (docs/product.md, "Do not contact"); audited without
 * personal data. Answers how many members were told (a repeat tells nobody again).
 */
export async function setDoNotContact(
  studentId: string,
  request: { reason: DoNotContactReason; by: DoNotContactSetBy; actor?: AuditActor },
  deps: Pick<ContactRulesDeps, 'doNotContact' | 'notices' | 'audit' | 'unitOfWork' | 'links' | 'mailer' | 'savedUrl'>,
): Promise<{ membersNotified: number }> {
  const contact = (await deps.links?.contactOf(studentId)) ?? null;
  const holders = contact ? ((await deps.links?.copyHoldersOf(studentId)) ?? []) : [];
  const membersNotified = await deps.unitOfWork(async (tx) => {
    if (!(await deps.doNotContact.set(studentId, request.reason, request.by, tx))) throw noSuchStudent();
    const told = await deps.notices.addWithin(tx, studentId, 'do_not_contact', [...new Set(holders.map((h) => h.memberId))]);
    await deps.audit.recordWithin(tx, {
      actor: request.actor ?? STUDENT_REQUEST,
      action: 'student.update',
      subject: { kind: 'student', studentIds: [studentId] },
      detail: { fields: ['doNotContact'], doNotContact: request.reason, by: request.by, membersNotified: told },
    });
    return told;
  });
  if (contact && membersNotified > 0) await tellHolders(holders, { id: studentId, name: contact.name }, 'do_not_contact', deps);
  return { membersNotified };
}

export async function clearDoNotContact(studentId: string, actor: AuditActor, deps: Pick<ContactRulesDeps, 'doNotContact' | 'audit'>): Promise<void> {
  if (!(await deps.doNotContact.clear(studentId))) throw nothingToClear();
  await deps.audit.record({
    actor,
    action: 'student.update',
    subject: { kind: 'student', studentIds: [studentId] },
    detail: { fields: ['doNotContact'], doNotContact: 'cleared' },
  });
}

/** Which of these rows (by their own key) hold an e-mail or mobile number on the suppression list. */
export async function suppressedAmong<K>(
  rows: readonly { key: K; email?: string | null; mobile?: string | null }[],
  deps: Pick<ContactRulesDeps, 'suppression' | 'hash'>,
): Promise<Set<K>> {
  const hashed = rows.map((row) => ({ key: row.key, hashes: deps.hash(row).map((h) => h.hash) }));
  const found = await deps.suppression.among(hashed.flatMap((row) => row.hashes));
  return new Set(hashed.filter((row) => row.hashes.some((h) => found.has(h))).map((row) => row.key));
}

/**
 * 409 PRIVACY.SUPPRESSED when the e-mail or mobile number belongs to a student who withdrew or was erased (ADR 0017):
 * an admin cannot bring them back by typing them in again.
 */
export async function refuseSuppressed(contact: { email?: string | null; mobile?: string | null }, deps: Pick<ContactRulesDeps, 'suppression' | 'hash'>) {
  if ((await suppressedAmong([{ key: 'contact', ...contact }], deps)).size > 0) throw contactSuppressed();
}

/** Inside the caller's transaction: the student's contacts go on the suppression list and each holder gets a notice. */
export async function retireWithin(
  tx: Transaction,
  student: { studentId: string; reason: SuppressionReason; contact: { email?: string | null; mobile?: string | null }; holders: readonly CopyHolder[] },
  deps: Pick<ContactRulesDeps, 'suppression' | 'notices' | 'hash'>,
): Promise<{ suppressed: number; notices: number }> {
  const suppressed = await deps.suppression.addWithin(tx, deps.hash(student.contact), student.reason);
  const notices = await deps.notices.addWithin(tx, student.studentId, student.reason, [...new Set(student.holders.map((h) => h.memberId))]);
  return { suppressed, notices };
}

/** After the commit: each holder's e-mail (a failed send leaves the portal's notice, which is the record). */
export async function tellHolders(
  holders: readonly CopyHolder[],
  student: { id: string; name: string | null },
  reason: CopyNoticeReason,
  deps: Pick<ContactRulesDeps, 'mailer' | 'savedUrl'>,
) {
  for (const holder of holders) {
    await deps.mailer.send(deleteYourCopyEmail(holder, student, reason, deps.savedUrl)).catch((error: unknown) => {
      console.warn(`privacy: the delete-your-copy e-mail to member ${holder.memberId} failed: ${String(error)}`);
    });
  }
}

/**
 * A withdrawal (ADR 0013), in one transaction: the consent ends, the contacts are suppressed, every member
 * who unlocked or saved the student gets a notice; then the e-mails. The holders are read before the transaction (it
 * must not wait on the pool for a second connection).
 */
export async function withdrawAndNotify(studentId: string, actor: AuditActor, deps: ContactRulesDeps & { consents: Consents }): Promise<void> {
  const contact = (await deps.links?.contactOf(studentId)) ?? null;
  const holders = contact ? ((await deps.links?.copyHoldersOf(studentId)) ?? []) : [];
  await deps.unitOfWork(async (tx) => {
    // without a consent in force there is nothing to withdraw, whether the student exists or not
    if (!(await deps.consents.withdraw(studentId, deps.clock.now(), tx))) throw noConsentToWithdraw();
    const done = contact ? await retireWithin(tx, { studentId, reason: 'withdrawn', contact, holders }, deps) : { suppressed: 0, notices: 0 };
    await deps.audit.recordWithin(tx, {
      actor,
      action: 'student.update',
      subject: { kind: 'student', studentIds: [studentId] },
      detail: { fields: ['consent'], consent: 'withdrawn', contactsSuppressed: done.suppressed, membersNotified: done.notices },
    });
  });
  if (contact) await tellHolders(holders, { id: studentId, name: contact.name }, 'withdrawn', deps);
}
