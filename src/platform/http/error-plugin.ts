import { Elysia, type ValidationError } from 'elysia';
import { isDatabaseUnavailable } from '../db/database-errors';
import { isDomainError } from '../kernel/domain-error';
import { databaseUnavailable, envelope, statusOfKind } from './error-envelope';
import { asPageForFormPost } from './page-form-posts';

type Issue = { path: string; message: string };

/** Issue paths and messages only: the submitted values (a password, say) are never echoed. */
function validationIssues(error: Readonly<ValidationError>): Issue[] {
  const validator = error.validator as any;
  const standard = validator?.['~standard'] ?? validator?.schema?.['~standard'];
  const result = standard?.validate(error.value);
  if (!result || result instanceof Promise || !result.issues) return [{ path: '', message: 'Invalid input' }];
  return (result.issues as { message: string; path?: ({ key: PropertyKey } | PropertyKey)[] }[]).slice(0, 20).map((issue) => ({
    path: (issue.path ?? []).map((part) => String(typeof part === 'object' ? part.key : part)).join('.'),
    message: issue.message,
  }));
}

/** Seconds a client is told to wait while the database is away; the pool reconnects by itself. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** One log line per outage burst, not one per request: a busy server would otherwise flood the log. */
function throttled(log: (message: string, error: unknown) => void, everyMs = 5_000) {
  let last = 0;
  return (message: string, detail: unknown) => {
    const now = Date.now();
    if (now - last < everyMs) return;
    last = now;
    log(message, detail);
  };
}

const where = (type: string) => (type === 'body' ? 'request body' : type === 'query' ? 'query string' : type);

export const errorPlugin = (log: (message: string, error: unknown) => void = console.error) => {
  const logOutage = throttled(log);
  return new Elysia({ name: 'platform.errors' }).onError({ as: 'global' }, (context) =>
    // a form the browser sent itself is answered with a page carrying the same message
    asPageForFormPost(context.request, context.set, answer(context)),
  );

  function answer({ code, error, set }: { code: unknown; error: any; set: { status?: number | string; headers: Record<string, string | number> } }) {
    {
      if (isDomainError(error)) {
        set.status = statusOfKind[error.kind];
        if (error.kind === 'rate_limited' && typeof error.details?.retryAfterSeconds === 'number') {
          set.headers['retry-after'] = String(error.details.retryAfterSeconds);
        }
        // the rest of an over-cap body may still be on its way: close rather than read it to keep the connection
        if (error.kind === 'too_large') set.headers.connection = 'close';
        return envelope(error.message, error.code);
      }
      if (code === 'VALIDATION') {
        const issues = validationIssues(error);
        set.status = 400;
        const first = issues[0]?.message ?? 'Invalid input';
        return envelope(first, 'VALIDATION', { issues: issues.length ? issues : undefined, message: `Invalid ${where(error.type)}: ${first}` });
      }
      if (code === 'PARSE') {
        set.status = 400;
        return envelope('The request body could not be read', 'BAD_REQUEST');
      }
      if (code === 'NOT_FOUND') {
        set.status = 404;
        return envelope('Not found', 'NOT_FOUND');
      }
      if (code === 'INVALID_COOKIE_SIGNATURE' || code === 'INVALID_FILE_TYPE') {
        set.status = 400;
        return envelope('Invalid input', 'BAD_REQUEST');
      }
      const status = (error as { status?: number })?.status;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        set.status = status;
        return envelope(status === 413 ? 'Request body too large' : 'Bad request', status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST');
      }
      if (isDatabaseUnavailable(error)) {
        logOutage('Database unavailable; answering 503 until it is back:', (error as Error).message);
        set.status = 503;
        set.headers['retry-after'] = String(DATABASE_RETRY_AFTER_SECONDS);
        return databaseUnavailable();
      }
      log('Unhandled error', error);
      set.status = 500;
      return envelope('Something went wrong on our side. Please try again.', 'INTERNAL');
    }
  }
};
