import type { MailMessage } from '@platform/mail/mailer.port';
import { WITHDRAWN_LABEL, type SuppressionReason } from '../domain/suppression';

/** A member who unlocked or saved a student: who must be told to delete their copy. */
export type CopyHolder = { memberId: string; email: string; firstName: string };

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const WHAT: Record<SuppressionReason, string> = {
  withdrawn: 'has withdrawn their consent to be contacted',
  erased: 'has asked for their personal data to be erased',
};

/**
 * Issue 16 §3: the e-mail to a member holding a copy of a student who withdrew or was erased. An erased student is
 * not named (`name` null): the mail store must not keep what the erasure removed; the record's id says which it was.
 */
export function deleteYourCopyEmail(
  holder: CopyHolder,
  student: { id: string; name: string | null },
  reason: SuppressionReason,
  savedUrl: string,
): MailMessage {
  const who = student.name ?? `A student (record ${student.id})`;
  const subject = reason === 'withdrawn' ? 'A student withdrew consent: please delete your copy' : 'A student was erased: please delete your copy';
  const lines = [
    `Hello ${holder.firstName},`,
    `${who}, whose details you unlocked or saved on the Student Leads Portal, ${WHAT[reason]} (Digital Personal Data Protection Act, 2023).`,
    'Please delete every copy you hold (downloaded files, spreadsheets, your CRM) and do not contact them.',
    reason === 'withdrawn'
      ? `Their entry in your saved students now shows "${WITHDRAWN_LABEL}" and their contact details are masked: ${savedUrl}`
      : `The record has been removed from the portal and from your saved students: ${savedUrl}`,
  ];
  return { to: holder.email, subject, text: lines.join('\n\n'), html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') };
}
