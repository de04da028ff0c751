import type { MailMessage } from '@platform/mail/mailer.port';
import { OTP_LIFETIME_MS, RESET_LINK_LIFETIME_MS } from '../domain/one-time-secrets';

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const layout = (body: string) =>
  `<div style="font-family:Segoe UI,Arial,sans-serif;max-width:520px;margin:auto;color:#0f172a">` +
  `<h2 style="color:#1d4ed8;margin:0 0 16px">EduReach</h2>${body}` +
  `<p style="color:#64748b;font-size:12px;margin-top:24px">If you did not ask for this, you can ignore this e-mail.</p></div>`;

export function resetLinkEmail(to: string, firstName: string, link: string): MailMessage {
  const minutes = RESET_LINK_LIFETIME_MS / 60_000;
  return {
    to,
    subject: 'Reset your EduReach password',
    text: `Hello ${firstName},\n\nUse this link to choose a new password (valid for ${minutes} minutes, once):\n${link}\n\nIf you did not ask for this, you can ignore this e-mail.`,
    html: layout(
      `<p>Hello ${escapeHtml(firstName)},</p><p>Use the button below to choose a new password. The link works once and expires in ${minutes} minutes.</p>` +
        `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Reset password</a></p>` +
        `<p style="font-size:12px;color:#64748b">Or paste this address into your browser: ${escapeHtml(link)}</p>`,
    ),
  };
}

export function adminCodeEmail(to: string, username: string, code: string): MailMessage {
  const minutes = OTP_LIFETIME_MS / 60_000;
  return {
    to,
    subject: 'Your EduReach admin sign-in code',
    text: `Hello ${username},\n\nYour sign-in code is ${code}. It expires in ${minutes} minutes and works once.\n\nIf you did not try to sign in, change your password.`,
    html: layout(
      `<p>Hello ${escapeHtml(username)},</p><p>Your admin sign-in code:</p>` +
        `<p style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p>` +
        `<p>It expires in ${minutes} minutes and works once. If you did not try to sign in, change your password.</p>`,
    ),
  };
}

/** docs/product.md, "Admin blind spots": the admins' inbox hears of each registration waiting for verification, with the way to review it. */
export function newRegistrationEmail(
  to: string,
  member: { firstName: string; lastName: string; email: string; institutionName: string | null },
  reviewUrl: string,
): MailMessage {
  const who = `${member.firstName} ${member.lastName}`;
  const where = member.institutionName ? ` (${member.institutionName})` : '';
  return {
    to,
    subject: `New registration waiting for verification: ${who}${where}`,
    text: `${who}${where}, ${member.email}, registered on the Student Leads Portal and waits for verification.\n\nReview the unverified members: ${reviewUrl}`,
    html: layout(
      `<p><strong>${escapeHtml(who + where)}</strong>, ${escapeHtml(member.email)}, registered on the Student Leads Portal and waits for verification.</p>` +
        `<p><a href="${escapeHtml(reviewUrl)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Review unverified members</a></p>`,
    ),
  };
}

/** ADR 0012: a key was made (or renewed) on the member's account: if it was not them, they can act at once. */
export function apiKeyEmail(
  to: string,
  firstName: string,
  key: { name: string; prefix: string; scopes: readonly string[]; expiresAt: Date },
  event: 'created' | 'renewed',
  manageUrl: string,
): MailMessage {
  const expires = key.expiresAt.toISOString().slice(0, 10);
  const what = `The API key “${key.name}” (${key.prefix}…, scopes: ${key.scopes.join(', ')}) was ${event} on your EduReach account. It works until ${expires}.`;
  const ifNot = 'If this was not you, revoke the key and change your password now (changing it can revoke all your keys):';
  return {
    to,
    subject: `An API key was ${event} on your EduReach account`,
    text: `Hello ${firstName},\n\n${what}\n\n${ifNot}\n${manageUrl}`,
    html:
      `<div style="font-family:Segoe UI,Arial,sans-serif;max-width:520px;margin:auto;color:#0f172a">` +
      `<h2 style="color:#1d4ed8;margin:0 0 16px">EduReach</h2><p>Hello ${escapeHtml(firstName)},</p><p>${escapeHtml(what)}</p>` +
      `<p>${escapeHtml(ifNot)}</p><p><a href="${escapeHtml(manageUrl)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Your API keys</a></p></div>`,
  };
}
