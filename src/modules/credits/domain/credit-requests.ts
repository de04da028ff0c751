import * as v from 'valibot';
import { DomainError } from '@platform/kernel/domain-error';
import type { MailMessage } from '@platform/mail/mailer.port';
import { textAsHtml } from '@platform/mail/text-as-html';

/**
 * docs/product.md, "Out of credits": a member out of credits asks the admins for more (until credit packs can be
 * bought). One open request per member; an admin marks it done once credits are assigned or the member was answered.
 */
export const MAX_CREDITS_WANTED = 100_000;
export const MAX_REQUEST_MESSAGE = 500;

export const CreditRequestBodySchema = v.object({
  creditsWanted: v.optional(
    v.nullable(
      v.pipe(
        v.number('Credits wanted must be a whole number'),
        v.integer('Credits wanted must be a whole number'),
        v.minValue(1, 'Ask for at least 1 credit'),
        v.maxValue(MAX_CREDITS_WANTED, `Ask for at most ${MAX_CREDITS_WANTED.toLocaleString('en-IN')} credits at once`),
      ),
    ),
  ),
  message: v.optional(
    v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(MAX_REQUEST_MESSAGE, `The message is limited to ${MAX_REQUEST_MESSAGE} characters`))),
  ),
});
export type CreditRequestBody = v.InferOutput<typeof CreditRequestBodySchema>;

export type CreditRequest = {
  id: string;
  memberId: string;
  creditsWanted: number | null;
  message: string | null;
  createdAt: Date;
  resolvedAt: Date | null;
};

export const creditRequestOpen = (since: Date) =>
  new DomainError(
    'conflict',
    'CREDITS.REQUEST_OPEN',
    `You asked for credits on ${since.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' })}; an admin will answer that request soon.`,
  );

export const creditRequestNotFound = () => new DomainError('not_found', 'CREDITS.REQUEST_NOT_FOUND', 'Credit request not found');

/** The e-mail the admins' inbox receives for a request (text only: it is read by staff). */
export function creditRequestEmail(
  to: string,
  request: Pick<CreditRequest, 'creditsWanted' | 'message'>,
  member: { email: string; firstName: string; balance: number },
  adminUrl: string,
): MailMessage {
  const wanted = request.creditsWanted ? `${request.creditsWanted.toLocaleString('en-IN')} credits` : 'credits (no amount given)';
  const text =
    `${member.firstName} <${member.email}> asks for ${wanted}. Their balance is ${member.balance.toLocaleString('en-IN')}.\n` +
    (request.message ? `\nTheir message:\n${request.message}\n` : '') +
    `\nAssign credits and mark the request done in the admin portal: ${adminUrl}\n`;
  return { to, subject: `Credit request from ${member.firstName} <${member.email}>`, text, html: textAsHtml(text) };
}
