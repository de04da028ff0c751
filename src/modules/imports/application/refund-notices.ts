import type { Mailer } from '@platform/mail/mailer.port';
import { textAsHtml } from '@platform/mail/text-as-html';
import type { PaidForStudents } from '@modules/credits/contracts';

type Deps = {
  mailer: Mailer;
  mailAddresses: (ids: readonly string[]) => Promise<Map<string, { email: string; firstName: string }>>;
  /** where the member reads their credit history */
  portalUrl: string;
  log?: (message: string, error: unknown) => void;
};

const students = (n: number) => (n === 1 ? '1 student' : `${n} students`);

/**
 * docs/product.md, "Undo of an import": after an undone import, each member who had paid for some of its students is told by e-mail that they
 * were removed and the credits given back (the refund is also a line of their credit history). A send that fails is
 * logged; the refund stands.
 */
export const refundNotices =
  ({ mailer, mailAddresses, portalUrl, log = (message, error) => console.error(message, error) }: Deps) =>
  async (refunds: readonly PaidForStudents[]) => {
    const addresses = await mailAddresses(refunds.map((refund) => refund.memberId));
    for (const refund of refunds) {
      const to = addresses.get(refund.memberId);
      if (!to) continue;
      const text =
        `Hello ${to.firstName},\n\n${students(refund.students)} you had paid for ${refund.students === 1 ? 'was' : 'were'} removed from the EduReach ` +
        `catalogue: the import that brought ${refund.students === 1 ? 'this student' : 'them'} in was undone by our team. ` +
        `We have given back the ${refund.credits === 1 ? '1 credit' : `${refund.credits} credits`} you spent on ${refund.students === 1 ? 'it' : 'them'}; ` +
        `the refund is in your credit history: ${portalUrl}\n\nPlease delete any copy of their contact details you kept.\n`;
      try {
        await mailer.send({
          to: to.email,
          subject: `${refund.credits === 1 ? '1 credit' : `${refund.credits} credits`} refunded: students removed from the catalogue`,
          text,
          html: textAsHtml(text),
        });
      } catch (error) {
        log('A refund e-mail could not be sent (the refund stands)', error);
      }
    }
  };
