/**
 * Renders every public marketing page to static HTML after `vite build`, so crawlers and link previews see the
 * content, title, description, canonical and JSON-LD without JavaScript; the client then hydrates it (web/src/main.tsx).
 * Also writes sitemap.xml and robots.txt. Run with Bun from the repository root.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { organization, PRODUCTION_ORIGIN } from '../web/src/lib/seo';
import { appRoutePaths, renderMarketingPage } from './prerender/render-page';
import { PRERENDERED_ROUTES, robotsTxt, sitemapXml } from './prerender/routes';

// WEB_DIST, as the server reads it, lets a second build sit beside the first (bench comparisons)
const dist = process.env.WEB_DIST ? resolve(process.env.WEB_DIST) : join(import.meta.dir, '..', 'web', 'dist');
// A second run finds index.html already prerendered: start again from the template it kept.
const shellFile = existsSync(join(dist, '_template.html')) ? '_template.html' : 'index.html';
const built = readFileSync(join(dist, shellFile), 'utf8');
if (!built.includes('<!--app-head-->') || !built.includes('<!--app-html-->')) {
  throw new Error('web/dist/index.html has lost its <!--app-head--> / <!--app-html--> placeholders');
}

// The organisation's JSON-LD is the same on every page: it goes into the shell itself, outside React's tree.
const jsonLd = `<script type="application/ld+json">${JSON.stringify(organization()).replaceAll('<', '\\u003c')}</script>`;
const template = built.includes('application/ld+json') ? built : built.replace('<!--app-head-->', `${jsonLd}<!--app-head-->`);

/**
 * The route's own chunks (its split component and everything that imports statically), which the browser would
 * otherwise discover one after another only once the entry has run: announced up front, they arrive in parallel.
 */
type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const entryFiles = new Set<string>();
const collect = (key: string, into: Set<string>) => {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const next of chunk.imports ?? []) collect(next, into);
};
collect(Object.keys(manifest).find((key) => manifest[key]!.isEntry)!, entryFiles);
const modulePreloads = (routeFiles: string[]) => {
  const files = new Set<string>();
  for (const file of routeFiles) {
    const key = `${file}?tsr-split=component`;
    if (!manifest[key]) throw new Error(`prerender: no chunk for ${key} in the Vite manifest`);
    collect(key, files);
  }
  return [...files]
    .filter((file) => !entryFiles.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
};

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * A prerendered page is readable before any script runs: its scripts only bring it to life. So instead of the
 * entry script and its preloads, it gets web/public/load-app.js, which starts them once the page has been painted,
 * and they never hold up the HTML, the stylesheet or the first paint. (The bare shell keeps them as they are: its
 * pages show nothing until the app has loaded.)
 */
function scriptsAfterPaint(page: string) {
  const entry = ENTRY_SCRIPT.exec(page)?.[1];
  if (!entry) throw new Error('prerender: the built page has no module entry script');
  const modules = Array.from(page.matchAll(MODULE_PRELOAD), (match) => match[1]);
  const loader = `<script defer src="/load-app.js" data-entry="${entry}" data-modules="${modules.join(' ')}"></script>`;
  return page.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace('</head>', `${loader}\n  </head>`);
}

// Every other app path (portal, account, admin) gets the bare shell; index.html becomes the home page.
const prerender = async (path: string, file: string, options?: { notFound: boolean }) => {
  const { head, html, routeFiles } = await renderMarketingPage(path, options);
  // after the stylesheet, so the page's first paint does not wait behind them
  const page = scriptsAfterPaint(
    template
      .replace('<!--app-head-->', head)
      .replace('</head>', `${modulePreloads(routeFiles)}</head>`)
      .replace('<!--app-html-->', html),
  );
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, page);
};
for (const path of PRERENDERED_ROUTES) await prerender(path, join(dist, path, 'index.html'));
// served with status 404 for every path the app has no screen for (src/platform/http/spa.ts)
await prerender('/404', join(dist, '404.html'), { notFound: true });
// the shell's root must be empty: the client hydrates a root with children, and renders into an empty one
writeFileSync(join(dist, '_shell.html'), template.replace('<!--app-html-->', ''));
writeFileSync(join(dist, '_template.html'), template);
writeFileSync(join(dist, 'build-meta.json'), JSON.stringify({ origin: PRODUCTION_ORIGIN, routes: appRoutePaths() }, null, 2));
writeFileSync(join(dist, 'sitemap.xml'), sitemapXml());
writeFileSync(join(dist, 'robots.txt'), robotsTxt());
console.log(`prerender: ${PRERENDERED_ROUTES.length} pages, the 404 page, sitemap.xml and robots.txt written to web/dist`);
