import type { MailMessage, Mailer } from '@platform/mail/mailer.port';
import type { ContactEnquiry, ContactSubmission } from '../domain/contact.schema';
import { caughtByHoneypot } from '../domain/honeypot.schema';
import { oneLine, visitorHtml, visitorText } from '../domain/visitor-text';
import type { ContactSubmissionRepository, StoredContactSubmission } from './ports/contact-submission.repository.port';

/**
 * The e-mail to sales. Every value was written by a visitor: escaped for HTML, defanged so that no mail client
 * turns it into a link, the subject kept to one short line; our own markup carries no links at all.
 */
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
    subject: `New enquiry from ${visitorText(oneLine(submission.institutionName, 80))}`,
    text: `${lines.map(([label, value]) => `${label}: ${visitorText(value)}`).join('\n')}\n\nThe enquiry is also in the admin portal's Enquiries tab.`,
    html:
      `<table>${lines.map(([label, value]) => `<tr><th align="left" valign="top">${label}</th><td>${visitorHtml(value)}</td></tr>`).join('')}</table>` +
      `<p>The enquiry is also in the admin portal's Enquiries tab.</p>`,
  };
}

/** The one mail sales gets when the hour's enquiry mails are used up: the rest wait in the admin portal. */
export const salesMailsHeld = (to: string): MailMessage => {
  const text =
    "More enquiries than usual arrived within the hour: the e-mails for the others this hour are held back. Every enquiry is stored: read them in the admin portal's Enquiries tab.";
  return { to, subject: 'Enquiry e-mails held back for this hour', text, html: `<p>${text}</p>` };
};

/** Whether this enquiry's mail may go to sales: `send`, `notice` (the first one past the hourly cap) or `hold`. */
export type SalesMailQuota = () => Promise<'send' | 'notice' | 'hold'>;

/**
 * Stores the enquiry first; a failing mail server never loses it. A robot (the honeypot field filled) gets the same
 * answer, and nothing is stored or sent. Mails to sales are capped across all addresses (`salesMailQuota`).
 */
export async function submitContact(
  form: ContactSubmission,
  deps: {
    submissions: ContactSubmissionRepository;
    mailer: Mailer;
    salesEmail: string;
    log: (message: string, error: unknown) => void;
    salesMailQuota?: SalesMailQuota;
  },
): Promise<{ id: string }> {
  const { website: _honeypot, ...enquiry } = form;
  if (caughtByHoneypot(form)) return { id: crypto.randomUUID() };
  const stored = await deps.submissions.add(enquiry satisfies ContactEnquiry);
  const quota = deps.salesMailQuota ? await deps.salesMailQuota() : 'send';
  if (quota === 'hold') return stored;
  try {
    await deps.mailer.send(quota === 'send' ? salesNotification(stored, deps.salesEmail) : salesMailsHeld(deps.salesEmail));
  } catch (error) {
    deps.log('Sales notification e-mail failed; the submission is stored', error);
  }
  return stored;
}
