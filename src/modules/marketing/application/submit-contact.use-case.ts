import type { MailMessage, Mailer } from '../../../platform/mail/mailer.port';
import type { ContactForm } from '../domain/contact.schema';
import type { ContactSubmissionRepository, StoredContactSubmission } from './ports/contact-submission.repository.port';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export function salesNotification(submission: StoredContactSubmission, to: string): MailMessage {
  const lines: [string, string][] = [
    ['Institution', submission.institutionName],
    ['Contact', submission.contactName],
    ['E-mail', submission.email],
    ['Phone', submission.phone],
    ['Interested in', submission.serviceInterest],
    ['Message', submission.message],
  ];
  return {
    to,
    subject: `New enquiry from ${submission.institutionName}`,
    text: lines.map(([label, value]) => `${label}: ${value}`).join('\n'),
    html: `<table>${lines.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`,
  };
}

/** Stores the enquiry first; a failing mail server never loses it. */
export async function submitContact(
  form: ContactForm,
  deps: { submissions: ContactSubmissionRepository; mailer: Mailer; salesEmail: string; log: (message: string, error: unknown) => void },
): Promise<StoredContactSubmission> {
  const stored = await deps.submissions.add(form);
  try {
    await deps.mailer.send(salesNotification(stored, deps.salesEmail));
  } catch (error) {
    deps.log('Sales notification e-mail failed; the submission is stored', error);
  }
  return stored;
}
