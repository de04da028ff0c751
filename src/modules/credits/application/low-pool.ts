import type { BackgroundTasks } from '@platform/kernel/background';
import type { Mailer, MailMessage } from '@platform/mail/mailer.port';

/** Who runs an institution (its owner and managers), through identity's contract, filled in the composition root. */
export type PoolWatchers = { seatRunnersOf(institutionId: string): Promise<{ email: string; firstName: string }[]> };

const htmlEscaped = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function lowPoolMail(to: { email: string; firstName: string }, remaining: number, buyUrl: string): MailMessage {
  const text = `Hello ${to.firstName},\n\nYour institution has ${remaining} credits left. Buy a credit pack (${buyUrl}) so that your team can keep unlocking students.\n\nWe will write again only after the credits are topped up and run low once more.`;
  return {
    to: to.email,
    subject: 'Your institution is running low on credits',
    text,
    html: `<p>Hello ${htmlEscaped(to.firstName)},</p><p>Your institution has ${remaining} credits left. <a href="${htmlEscaped(buyUrl)}">Buy a credit pack</a> so that your team can keep unlocking students.</p><p>We will write again only after the credits are topped up and run low once more.</p>`,
  };
}

/**
 * ADR 0021, low pool: after the commit of the charge that took the pool below 10 credits, the owner and the managers
 * are e-mailed once (the pool's mark, set in the charge's statement, holds until credits bring it back to 10).
 */
export const lowPoolNotifier =
  (deps: { watchers: PoolWatchers; mailer: Mailer; background: BackgroundTasks; buyUrl: string }) => (institutionId: string, remaining: number) =>
    deps.background.run('The low-credits e-mail failed', async () => {
      const runners = await deps.watchers.seatRunnersOf(institutionId);
      for (const runner of runners) await deps.mailer.send(lowPoolMail(runner, remaining, deps.buyUrl));
    });
