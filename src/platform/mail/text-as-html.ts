/** Text made safe to put in HTML. */
export const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A plain-text e-mail's HTML part: the same words, escaped, line breaks kept (for mail read by staff). */
export const textAsHtml = (text: string) =>
  `<div style="font-family:Segoe UI,Arial,sans-serif;max-width:560px;white-space:pre-wrap;color:#0f172a">${escapeHtml(text)}</div>`;
