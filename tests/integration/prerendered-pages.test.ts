import { describe, expect, it } from 'bun:test';
import { existsSync } from 'node:fs';
import { useTestApp } from '../support/test-app';

// Reads what `make web` built (vite build + scripts/prerender.ts); builds nothing itself.
const built = existsSync('web/dist/services/data-enrichment/index.html');

const t = useTestApp({ env: { PUBLIC_URL: 'https://admissions.example.in' } });

const served = async (path: string, status = 200) => {
  const response = await t.handle(path);
  expect(response.status).toBe(status);
  return response.text();
};

describe('prerendered marketing pages, as served before any JavaScript runs', () => {
  it('has been built (run `make web` first)', () => {
    expect(built).toBe(true);
  });

  it('carries the title, description, canonical, social tags, JSON-LD and the content', async () => {
    const html = await served('/services/data-enrichment');
    expect(html).toContain('<title data-prerendered>Data Enrichment &amp; Verified Student Leads | EduReach</title>');
    expect(html).toMatch(/<meta data-prerendered name="description" content="A 10M\+ verified student leads database/);
    // spec 000 §2: the canonical names the current origin, which PUBLIC_URL states
    expect(html).toContain('<link data-prerendered rel="canonical" href="https://admissions.example.in/services/data-enrichment"/>');
    expect(html).toContain('<meta data-prerendered property="og:url" content="https://admissions.example.in/services/data-enrichment"/>');
    expect(html).toContain('property="og:title"');
    // the organisation keeps its own address wherever the page is served
    expect(html).toContain(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"EduReach Admissions Pvt. Ltd.","alternateName":"EduReach","url":"https://www.edureach.in"',
    );
    expect(html).toContain('Student verification');
  });

  it('gives an alias route the same page with the canonical at /services/...', async () => {
    const html = await served('/leads-enrichment');
    expect(html).toContain('rel="canonical" href="https://admissions.example.in/services/data-enrichment"');
  });

  it('prerenders the home page with its typed headline in full', async () => {
    const html = await served('/');
    expect(html).toContain('Transform Your Student Acquisition');
    expect(html).toContain('Trusted by 500+ Educational Institutions');
  });

  it('serves the bare shell, with the organisation JSON-LD and an empty root, to client-only screens', async () => {
    const html = await served('/leads-portal');
    expect(html).toContain('application/ld+json');
    expect(html).not.toContain('Transform Your');
    // the client hydrates a root with markup in it: anything here would be "hydrated" as a page (React error #418)
    expect(html).toContain('<div id="root"></div>');
  });

  it('answers an unknown path with status 404 and the 404 page, kept out of search engines', async () => {
    for (const path of ['/no-such-page', '/services/no-such-service', '/leads-portal/extra']) {
      const html = await served(path, 404);
      expect(html).toContain('<title data-prerendered>Page not found | EduReach</title>');
      expect(html).toContain('name="robots" content="noindex, nofollow"');
      expect(html).toContain('Go Home');
    }
  });

  it("answers the app's own screens with 200, with or without a trailing slash", async () => {
    for (const path of ['/login', '/services/', '/system/portal/control-panel', '/reset-password']) await served(path);
  });

  it('sends a page form posted before the app started back to its page, reading nothing of it', async () => {
    const response = await t.handle('/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=someone%40example.in&password=Secret%40123',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login');
    expect(await response.text()).not.toContain('Secret');
  });

  it('serves sitemap.xml with canonical pages only, and robots.txt pointing at it', async () => {
    const sitemap = await served('/sitemap.xml');
    expect(sitemap).toContain('<loc>https://admissions.example.in/services/ai-automation</loc>');
    expect(sitemap).not.toContain('/leads-enrichment<');
    const robots = await served('/robots.txt');
    expect(robots).toContain('Sitemap: https://admissions.example.in/sitemap.xml');
    expect(robots).toContain('Disallow: /system/');
  });
});
