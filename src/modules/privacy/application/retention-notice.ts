import type { Mailer } from '@platform/mail/mailer.port';
import type { SmsSender } from '@platform/sms/sms-sender.port';
import type { RetentionNoticeSender } from './ports/retention.port';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const longDate = (at: Date) =>
  at.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/**
 * The notice by e-mail, or by text message to a record with a mobile number only (when an SmsSender is given: the
 * server's and `make retention`'s); a record with neither is erased without a notice.
 */
export function retentionNotices(mailer: Mailer, sms: SmsSender | undefined, contact: { publicUrl: string; replyTo: string }): RetentionNoticeSender {
  return {
    channelFor: (candidate) => (candidate.email ? 'email' : sms && candidate.mobile ? 'sms' : null),
    async send(candidate, channel, retentionDate, eraseFrom) {
      const when = `${longDate(eraseFrom)} IST`;
      if (channel === 'sms') {
        // one short text (DLT templates are short): what happens, when, and where to object
        const text = `EduReach: your admission enquiry record (kept until ${retentionDate}) will be deleted on or after ${when}. To keep it, write to ${contact.replyTo}.`;
        await sms!.send({ to: candidate.mobile!, text });
        return;
      }
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
