/**
 * Text a visitor wrote, made safe to show in an e-mail to staff. Escaped for HTML, and "defanged": a zero-width
 * space after every dot, @, colon and slash stops mail clients from turning what looks like an address or a link
 * into a clickable one (a visitor could otherwise plant a phishing link in the sales inbox), while reading the same.
 */
const ZERO_WIDTH_SPACE = '\u200B';

export const defang = (text: string) => text.replace(/([.@:/\\])(?=\S)/g, `$1${ZERO_WIDTH_SPACE}`);

export const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

/** One line for a subject: line breaks and runs of white space become one space, cut to `max` characters. */
export const oneLine = (text: string, max: number) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

export const visitorHtml = (text: string) => escapeHtml(defang(text)).replace(/\r?\n|\r/g, '<br>');
export const visitorText = (text: string) => defang(text);
