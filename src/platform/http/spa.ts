import { existsSync, statSync } from 'node:fs';
import { join, normalize, resolve } from 'node:path';
import { Elysia } from 'elysia';

const RESERVED = /^\/(api|openapi|docs)(\/|$)/;

/**
 * Serves the built SPA: real files as they are, a prerendered page's own HTML when the build made one,
 * and index.html for every other non-API path so the client router can answer (its 404 page included).
 */
export const spaRoutes = (distDir: string) => {
  const root = resolve(distDir);
  const fileAt = (pathname: string) => {
    const path = normalize(join(root, decodeURIComponent(pathname)));
    if (!path.startsWith(root)) return undefined;
    return existsSync(path) && statSync(path).isFile() ? path : undefined;
  };
  return new Elysia({ name: 'platform.spa' }).get(
    '/*',
    ({ request, set }) => {
      const { pathname } = new URL(request.url);
      if (RESERVED.test(pathname)) {
        set.status = 404;
        return { error: 'Not found', message: 'Not found', code: 'NOT_FOUND' };
      }
      const asset = fileAt(pathname);
      if (asset) {
        if (pathname.startsWith('/assets/')) set.headers['cache-control'] = 'public, max-age=31536000, immutable';
        return Bun.file(asset);
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
      return Bun.file(page);
    },
    { detail: { hide: true } },
  );
};
