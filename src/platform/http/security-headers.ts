import { Elysia } from 'elysia';

const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Inline style attributes come from React props (progress bars, colour swatches).
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

// Swagger UI boots from one inline script; the Getting started page (/docs/getting-started) has no script at all.
const DOCS_CSP = APP_CSP.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'");

/** `trustedProxyHops`: TRUST_PROXY; X-Forwarded-Proto is believed only from a proxy we trust, as X-Forwarded-For is. */
export const securityHeaders = (trustedProxyHops = 0) =>
  new Elysia({ name: 'platform.security-headers' }).onRequest(({ request, set }) => {
    const url = new URL(request.url);
    set.headers['x-content-type-options'] = 'nosniff';
    set.headers['referrer-policy'] = 'strict-origin-when-cross-origin';
    set.headers['x-frame-options'] = 'DENY';
    const swaggerUi = url.pathname.startsWith('/docs') && url.pathname !== '/docs/getting-started';
    set.headers['content-security-policy'] = swaggerUi ? DOCS_CSP : APP_CSP;
    set.headers['cross-origin-opener-policy'] = 'same-origin';
    // HSTS only means something over TLS, which a proxy in front of us terminates (SECURITY.md: a client's own header is no proxy's word).
    const viaTlsProxy = trustedProxyHops > 0 && request.headers.get('x-forwarded-proto') === 'https';
    if (viaTlsProxy || url.protocol === 'https:') {
      set.headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
    }
  });
