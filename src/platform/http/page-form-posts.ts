/**
 * A form the browser sent itself, before the page's scripts ran (progressive enhancement): urlencoded, and the browser
 * asks for a page back. The web app's own calls send JSON, and an integrator's urlencoded call does not ask for HTML.
 */
export const isPageFormPost = (request: Request) =>
  request.method === 'POST' &&
  (request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded') &&
  (request.headers.get('accept') ?? '').includes('text/html');

/** Post/Redirect/Get: the browser shows `path`, and a reload does not send the form again. */
export function redirectToPage(set: { status?: number | string; headers: Record<string, string | number> }, path: string) {
  set.status = 303;
  set.headers.location = path;
  set.headers['cache-control'] = 'no-store';
  return '';
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The same-origin page the form came from, as a path (never another site's address). */
const formPage = (request: Request) => {
  try {
    const referer = new URL(request.headers.get('referer') ?? '');
    return referer.origin === new URL(request.url).origin ? referer.pathname : '/';
  } catch {
    return '/';
  }
};

const errorPage = (status: number, message: string, back: string) => `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>We could not send your form | EduReach</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1.5rem; color: #0f172a; line-height: 1.5">
<h1 style="font-size: 1.5rem">We could not send your form</h1>
<p>${escapeHtml(message)}</p>
<p>Your answers are still on the previous page: use your browser's <strong>Back</strong> button to correct them and send again.</p>
<p><a href="${escapeHtml(back)}" style="color: #1d4ed8">Return to the form</a> (it opens empty)</p>
<p style="color: #475569; font-size: 0.875rem">Error ${status}</p>
</body></html>`;

/**
 * An error answer to a page form post is a page, not the JSON envelope: the visitor reads the same message, and the
 * Back button returns them to what they typed. Any other caller gets the envelope as it is.
 */
export function asPageForFormPost<T>(request: Request, set: { status?: number | string; headers: Record<string, string | number> }, answer: T): T | Response {
  if (!isPageFormPost(request)) return answer;
  const status = Number(set.status ?? 500);
  const message = (answer as { message?: unknown } | null)?.message;
  const html = errorPage(status, typeof message === 'string' ? message : 'Please try again or contact us directly.', formPage(request));
  return new Response(html, { status, headers: { ...(set.headers as Record<string, string>), 'content-type': 'text/html; charset=utf-8' } });
}
