import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';
import { Elysia } from 'elysia';

const RESERVED = /^\/(api|openapi|docs)(\/|$)/;
const COMPRESSIBLE = /\.(js|css|html|svg|json|xml|txt)$/;
const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  html: 'text/html; charset=utf-8',
  svg: 'image/svg+xml',
  json: 'application/json',
  xml: 'application/xml',
  txt: 'text/plain; charset=utf-8',
};

/**
 * What the build wrote beside the pages (scripts/prerender.ts): the app's route paths, so an unknown path can answer
 * 404, and the origin the build wrote into canonical links, sitemap and robots.txt, so the server can put its own.
 */
type BuildMeta = { origin: string; routes: string[] };
const readBuildMeta = (root: string): BuildMeta | undefined => {
  const file = join(root, 'build-meta.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildMeta) : undefined;
};

/** The build's origin replaced by the served one where a page names itself: canonical, og:url, sitemap, robots. */
function originRewriter(meta: BuildMeta | undefined, publicUrl: string | undefined) {
  const served = publicUrl ? new URL(publicUrl).origin : undefined;
  if (!meta || !served || served === meta.origin) return (_path: string, text: string) => text;
  const from = meta.origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const selfReferences = new RegExp(`((?:rel="canonical" href|property="og:url" content)=")${from}`, 'g');
  return (path: string, text: string) => (path.endsWith('.html') ? text.replace(selfReferences, `$1${served}`) : text.replaceAll(meta.origin, served));
}

export type SpaOptions = {
  /** the public origin (PUBLIC_URL): canonical links and the sitemap name it instead of the build's */
  publicUrl?: string;
};

/**
 * Serves the built SPA: real files as they are, a prerendered page's own HTML when the build made one, the bare
 * shell for the app's other routes, and the prerendered 404 page (status 404) for any path the app does not have.
 */
export const spaRoutes = (distDir: string, { publicUrl }: SpaOptions = {}) => {
  const root = resolve(distDir);
  const meta = readBuildMeta(root);
  const appRoutes = new Set(meta?.routes ?? []);
  const withOrigin = originRewriter(meta, publicUrl);

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

  /** Built files never change while the server runs: each is read, given the served origin and gzipped once. */
  const bodies = new Map<string, Uint8Array<ArrayBuffer>>();
  const body = async (path: string, gzip: boolean) => {
    const key = `${gzip ? 'gz' : 'id'}:${path}`;
    let bytes = bodies.get(key);
    if (!bytes) {
      const text = withOrigin(path, await Bun.file(path).text());
      const raw = new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;
      bytes = gzip ? (Bun.gzipSync(raw, { level: 9 }) as Uint8Array<ArrayBuffer>) : raw;
      bodies.set(key, bytes);
    }
    return bytes;
  };
  const send = async (path: string, request: Request, set: { headers: Record<string, string | number>; status?: number | string }) => {
    if (!COMPRESSIBLE.test(path)) return Bun.file(path);
    const gzip = /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '');
    if (gzip) {
      set.headers['content-encoding'] = 'gzip';
      set.headers.vary = 'Accept-Encoding';
    }
    set.headers['content-type'] = TYPES[path.split('.').pop() ?? ''] ?? 'application/octet-stream';
    return new Response(await body(path, gzip), { status: Number(set.status ?? 200), headers: set.headers as Record<string, string> });
  };

  return (
    new Elysia({ name: 'platform.spa' })
      .get(
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
          const known = !meta || appRoutes.has(trimmed);
          const page = known ? (fileAt(join(trimmed, 'index.html')) ?? fileAt('/_shell.html') ?? fileAt('/index.html')) : fileAt('/404.html');
          if (!page) {
            set.status = 503;
            return 'The web app is not built yet. Run `make start` (or `make web`) to build it.';
          }
          if (!known) set.status = 404;
          set.headers['content-type'] = 'text/html; charset=utf-8';
          set.headers['cache-control'] = 'no-cache';
          return send(page, request, set);
        },
        { detail: { hide: true } },
      )
      // A page form sent before the app has started (they all post, so nothing lands in the URL): the app handles
      // these forms itself once loaded, so the visitor is sent back to the page, and nothing they typed is read.
      .post(
        '/*',
        ({ request, set }) => {
          const { pathname } = new URL(request.url);
          const trimmed = pathname.replace(/\/+$/, '') || '/';
          if (RESERVED.test(pathname) || (meta && !appRoutes.has(trimmed))) {
            set.status = 404;
            return { error: 'Not found', message: 'Not found', code: 'NOT_FOUND' };
          }
          set.status = 303;
          set.headers.location = trimmed;
          set.headers['cache-control'] = 'no-store';
          return '';
        },
        { detail: { hide: true }, parse: 'none' },
      )
  );
};
