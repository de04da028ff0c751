import type { Mailer } from '@platform/mail/mailer.port';
import { textAsHtml } from '@platform/mail/text-as-html';
import type { CreditBackNotices } from './credit-back.use-case';

type Deps = {
  mailer: Mailer;
  mailAddresses: (ids: readonly string[]) => Promise<Map<string, { email: string; firstName: string }>>;
  /** where the member reads their credit history */
  portalUrl: string;
  log?: (message: string, error: unknown) => void;
};

/**
 * ADR 0025: each seat refunded automatically is told by e-mail, after the commit, why the credit came back (the refund
 * is also a line of their credit history). A send that fails is logged; the refund stands.
 */
export const creditBackNotices =
  ({ mailer, mailAddresses, portalUrl, log = (message, error) => console.error(message, error) }: Deps): CreditBackNotices =>
  async (refunds) => {
    const addresses = await mailAddresses([...new Set(refunds.map((refund) => refund.memberId))]);
    for (const refund of refunds) {
      const to = addresses.get(refund.memberId);
      if (!to) continue;
      const credits = refund.credits === 1 ? '1 credit' : `${refund.credits} credits`;
      const text =
        `Hello ${to.firstName},\n\nA contact you unlocked in the last 30 days turned out to be unreachable or was corrected ` +
        `(${refund.description.replace(/^Refund: /, '')}). We have given back the ${credits} you spent on it, automatically; ` +
        `the refund is in your credit history: ${portalUrl}\n\nThe field is shown as invalid until a new value is verified.\n`;
      try {
        await mailer.send({ to: to.email, subject: `${credits} refunded: ${refund.description.replace(/^Refund: /, '')}`, text, html: textAsHtml(text) });
      } catch (error) {
        log('A credit-back e-mail could not be sent (the refund stands)', error);
      }
    }
  };
