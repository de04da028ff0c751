import type { MailMessage } from '@platform/mail/mailer.port';

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** ADR 0021: an invitation to a seat, its single-use link valid until `expiresAt`. */
export function teamInviteEmail(
  to: string,
  invite: { institutionName: string; inviterName: string; role: 'manager' | 'member'; link: string; expiresAt: Date },
): MailMessage {
  const until = invite.expiresAt.toISOString().slice(0, 10);
  const what = `${invite.inviterName} invited you to join ${invite.institutionName} on EduReach as a ${invite.role}.`;
  const how = `Open this link to create your account or sign in and join (it works once, until ${until}):`;
  return {
    to,
    subject: `Join ${invite.institutionName} on EduReach`,
    text: `Hello,\n\n${what}\n\n${how}\n${invite.link}\n\nIf you did not expect this, you can ignore this e-mail.`,
    html:
      `<div style="font-family:Segoe UI,Arial,sans-serif;max-width:520px;margin:auto;color:#0f172a">` +
      `<h2 style="color:#1d4ed8;margin:0 0 16px">EduReach</h2><p>Hello,</p><p>${escapeHtml(what)}</p><p>${escapeHtml(how)}</p>` +
      `<p><a href="${escapeHtml(invite.link)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Join ${escapeHtml(invite.institutionName)}</a></p>` +
      `<p style="color:#64748b;font-size:12px;margin-top:24px">If you did not expect this, you can ignore this e-mail.</p></div>`,
  };
}
