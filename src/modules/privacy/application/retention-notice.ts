import type { Mailer } from '@platform/mail/mailer.port';
import type { RetentionNoticeSender } from './ports/retention.port';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const longDate = (at: Date) =>
  at.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/**
 * The notice by e-mail. SMS is not wired yet (another port, issue 16): a student with a mobile number only has no
 * channel here and is erased without a notice; the channel 'sms' is already accepted by the notices table.
 */
export function emailRetentionNotices(mailer: Mailer, contact: { publicUrl: string; replyTo: string }): RetentionNoticeSender {
  return {
    channelFor: (candidate) => (candidate.email ? 'email' : null),
    async send(candidate, _channel, retentionDate, eraseFrom) {
      const when = `${longDate(eraseFrom)} IST`;
      const lines = [
        `Dear ${candidate.name},`,
        `EduReach has kept your admission enquiry record for as long as our privacy notice allows after your passing year (until ${retentionDate}).`,
        `Your record will be deleted for good on or after ${when}. Institutions will no longer see it, and we will not contact you about it again.`,
        `Nothing needs to be done. If you want to keep receiving admission offers, write to ${contact.replyTo} before then.`,
        `${contact.publicUrl}/privacy-policy`,
      ];
      await mailer.send({
        to: candidate.email!,
        subject: 'Your EduReach record will be deleted in 48 hours',
        text: lines.join('\n\n'),
        html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
      });
    },
  };
}
