import { existsSync, statSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';
import { Elysia } from 'elysia';

const RESERVED = /^\/(api|openapi|docs)(\/|$)/;
const COMPRESSIBLE = /\.(js|css|html|svg|json|xml|txt)$/;
const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8', html: 'text/html; charset=utf-8',
  svg: 'image/svg+xml', json: 'application/json', xml: 'application/xml', txt: 'text/plain; charset=utf-8',
};

/** Built files never change while the server runs, so each is gzipped once. */
const gzipCache = new Map<string, Uint8Array<ArrayBuffer>>();
async function gzipped(path: string) {
  let body = gzipCache.get(path);
  if (!body) {
    body = Bun.gzipSync(new Uint8Array(await Bun.file(path).arrayBuffer()), { level: 9 }) as Uint8Array<ArrayBuffer>;
    gzipCache.set(path, body);
  }
  return body;
}

/**
 * Serves the built SPA: real files as they are, a prerendered page's own HTML when the build made one,
 * and index.html for every other non-API path so the client router can answer (its 404 page included).
 */
export const spaRoutes = (distDir: string) => {
  const root = resolve(distDir);
  const fileAt = (pathname: string) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined; // a malformed escape such as '%E0%A4%A' names no file
    }
    if (decoded.includes('\0')) return undefined;
    const path = normalize(join(root, decoded));
    // inside the folder, not merely sharing its prefix ('/srv/dist-secret' starts with '/srv/dist')
    if (path !== root && !path.startsWith(root + sep)) return undefined;
    return existsSync(path) && statSync(path).isFile() ? path : undefined;
  };
  const send = async (path: string, request: Request, set: { headers: Record<string, string | number> }) => {
    if (!COMPRESSIBLE.test(path) || !/\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')) return Bun.file(path);
    set.headers['content-encoding'] = 'gzip';
    set.headers['vary'] = 'Accept-Encoding';
    set.headers['content-type'] = TYPES[path.split('.').pop() ?? ''] ?? 'application/octet-stream';
    return new Response(await gzipped(path), { headers: set.headers as Record<string, string> });
  };
  return new Elysia({ name: 'platform.spa' }).get(
    '/*',
    async ({ request, set }) => {
      const { pathname } = new URL(request.url);
      if (RESERVED.test(pathname)) {
        set.status = 404;
        return { error: 'Not found', message: 'Not found', code: 'NOT_FOUND' };
      }
      const asset = fileAt(pathname);
      if (asset) {
        if (pathname.startsWith('/assets/')) set.headers['cache-control'] = 'public, max-age=31536000, immutable';
        return send(asset, request, set);
      }
      const trimmed = pathname.replace(/\/+$/, '') || '/';
      // the prerender step keeps the bare shell as _shell.html once index.html holds the home page
      const page = fileAt(join(trimmed, 'index.html')) ?? fileAt('/_shell.html') ?? fileAt('/index.html');
      if (!page) {
        set.status = 503;
        return 'The web app is not built yet. Run `make start` (or `make web`) to build it.';
      }
      set.headers['content-type'] = 'text/html; charset=utf-8';
      set.headers['cache-control'] = 'no-cache';
      return send(page, request, set);
    },
    { detail: { hide: true } },
  );
};
