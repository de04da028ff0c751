import type { MailMessage } from '@platform/mail/mailer.port';
import type { StudentLead } from '@modules/leads/contracts';
import type { Cadence } from '../domain/saved-search.schema';

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** One saved search's part of a digest: its new matches counted, and the newest few as the member may see them. */
export type DigestEntry = { name: string; countLabel: string; link: string; students: StudentLead[] };

/** A student's line: only fields the catalogue sent this member, contacts as it sent them (masked unless unlocked). */
const lineOf = (student: StudentLead) =>
  [student.studentName, [student.city, student.state].filter(Boolean).join(', '), student.course || student.stream, student.emailId, student.mobileNumber]
    .filter((part) => typeof part === 'string' && part !== '')
    .join(' · ');

const button = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:8px 14px;border-radius:8px;text-decoration:none">${escapeHtml(label)}</a>`;

/** The digest of one member's saved searches with new matches (ADR 0016): names, counts, a few rows, a link each. */
export function digestEmail(to: string, firstName: string, cadence: Cadence, entries: readonly DigestEntry[], manageLink: string): MailMessage {
  const total = entries.length;
  const period = cadence === 'weekly' ? 'this week' : 'today';
  const subject = total === 1 ? `New students for "${entries[0]!.name}"` : `New students for ${total} of your saved searches`;
  const text = [
    `Hello ${firstName},`,
    '',
    `New students matched your saved searches ${period}:`,
    ...entries.flatMap((entry) => ['', `${entry.name}: ${entry.countLabel} new`, ...entry.students.map((s) => `  - ${lineOf(s)}`), `  Open: ${entry.link}`]),
    '',
    `Change how often you hear from us, or delete a saved search, in the portal: ${manageLink}`,
  ].join('\n');
  const sections = entries
    .map(
      (entry) =>
        `<h3 style="margin:20px 0 6px">${escapeHtml(entry.name)}: ${escapeHtml(entry.countLabel)} new</h3>` +
        `<ul style="padding-left:18px;margin:0 0 10px">${entry.students.map((s) => `<li>${escapeHtml(lineOf(s))}</li>`).join('')}</ul>` +
        button(entry.link, 'Open in the portal'),
    )
    .join('');
  const html =
    `<div style="font-family:Segoe UI,Arial,sans-serif;max-width:560px;margin:auto;color:#0f172a">` +
    `<h2 style="color:#1d4ed8;margin:0 0 16px">EduReach</h2><p>Hello ${escapeHtml(firstName)},</p>` +
    `<p>New students matched your saved searches ${period}:</p>${sections}` +
    `<p style="color:#64748b;font-size:12px;margin-top:24px">Change how often you hear from us, or delete a saved search, in the <a href="${escapeHtml(manageLink)}">portal</a>.</p></div>`;
  return { to, subject, text, html };
}

/** The portal with a saved search's filters applied (its query string, in the portal's own parameter names). */
export function portalLink(publicUrl: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, value);
  const text = params.toString();
  return `${publicUrl.replace(/\/$/, '')}/leads-portal${text ? `?${text}` : ''}`;
}
