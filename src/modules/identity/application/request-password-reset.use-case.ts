import type { Clock } from '@platform/kernel/clock';
import type { Mailer } from '@platform/mail/mailer.port';
import { RESET_LINK_LIFETIME_MS } from '../domain/one-time-secrets';
import { resetLinkEmail } from './emails';
import type { MemberRepository } from './ports/member.repository.port';
import type { ResetTokenRepository } from './ports/reset-token.repository.port';
import { randomToken, sha256 } from './secrets';

/**
 * Sends a reset link when an active account has this e-mail. The caller answers the same either way, and must not
 * wait for this to finish: issuing and mailing a link takes longer than finding no account, and that difference
 * would tell whether the e-mail is registered (run it with `inBackground`).
 */
export async function requestPasswordReset(
  email: string,
  deps: { members: MemberRepository; resetTokens: ResetTokenRepository; mailer: Mailer; clock: Clock; publicUrl: string },
): Promise<void> {
  const member = await deps.members.findByEmail(email);
  if (!member?.isActive) return;
  const token = randomToken();
  await deps.resetTokens.issue(member.email, await sha256(token), new Date(deps.clock.now().getTime() + RESET_LINK_LIFETIME_MS));
  const link = `${deps.publicUrl.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.mailer.send(resetLinkEmail(member.email, member.firstName, link));
}
