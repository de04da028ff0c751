import type { MailMessage } from '@platform/mail/mailer.port';
import type { CopyNoticeReason } from '../domain/copy-notice';
import { WITHDRAWN_LABEL } from '../domain/suppression';

/** A member who unlocked or saved a student: who must be told to delete their copy. */
export type CopyHolder = { memberId: string; email: string; firstName: string };

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const WHAT: Record<CopyNoticeReason, string> = {
  withdrawn: 'has withdrawn their consent to be contacted',
  erased: 'has asked for their personal data to be erased',
  do_not_contact: 'has asked not to be contacted',
};

const SUBJECT: Record<CopyNoticeReason, string> = {
  withdrawn: 'A student withdrew consent: please delete your copy',
  erased: 'A student was erased: please delete your copy',
  do_not_contact: 'A student asked not to be contacted: please delete your copy',
};

const WHERE: Record<CopyNoticeReason, (savedUrl: string) => string> = {
  withdrawn: (url) => `Their entry in your saved students now shows "${WITHDRAWN_LABEL}" and their contact details are masked: ${url}`,
  erased: (url) => `The record has been removed from the portal and from your saved students: ${url}`,
  do_not_contact: (url) => `Their entry in your saved students is marked "Do not contact": ${url}`,
};

/**
 * ADR 0017, docs/product.md, "Do not contact": the e-mail to a member holding a copy of a student who withdrew, was erased or asked not to be contacted. An erased student is
 * not named (`name` null): the mail store must not keep what the erasure removed; the record's id says which it was.
 */
export function deleteYourCopyEmail(holder: CopyHolder, student: { id: string; name: string | null }, reason: CopyNoticeReason, savedUrl: string): MailMessage {
  const who = student.name ?? `A student (record ${student.id})`;
  const subject = SUBJECT[reason];
  const lines = [
    `Hello ${holder.firstName},`,
    `${who}, whose details you unlocked or saved on the Student Leads Portal, ${WHAT[reason]} (Digital Personal Data Protection Act, 2023).`,
    'Please delete every copy you hold (downloaded files, spreadsheets, your CRM) and do not contact them.',
    WHERE[reason](savedUrl),
  ];
  return { to: holder.email, subject, text: lines.join('\n\n'), html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') };
}
