import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { existsSync } from 'node:fs';
import { createTestApp, type TestApp } from '../support/test-app';

// Reads what `make web` built (vite build + scripts/prerender.ts); builds nothing itself.
const built = existsSync('web/dist/services/data-enrichment/index.html');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const served = async (path: string) => {
  const response = await t.handle(path);
  expect(response.status).toBe(200);
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
    expect(html).toContain('<link data-prerendered rel="canonical" href="https://www.edureach.in/services/data-enrichment"/>');
    expect(html).toContain('property="og:title"');
    expect(html).toContain('<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization"');
    expect(html).toContain('Student verification');
  });

  it('gives an alias route the same page with the canonical at /services/...', async () => {
    const html = await served('/leads-enrichment');
    expect(html).toContain('rel="canonical" href="https://www.edureach.in/services/data-enrichment"');
  });

  it('prerenders the home page with its typed headline in full', async () => {
    const html = await served('/');
    expect(html).toContain('Transform Your Student Acquisition');
    expect(html).toContain('Trusted by 500+ Educational Institutions');
  });

  it('serves the bare shell, with the organisation JSON-LD, to client-only screens', async () => {
    const html = await served('/leads-portal');
    expect(html).toContain('application/ld+json');
    expect(html).not.toContain('Transform Your');
  });

  it('serves sitemap.xml with canonical pages only, and robots.txt pointing at it', async () => {
    const sitemap = await served('/sitemap.xml');
    expect(sitemap).toContain('<loc>https://www.edureach.in/services/ai-automation</loc>');
    expect(sitemap).not.toContain('/leads-enrichment<');
    const robots = await served('/robots.txt');
    expect(robots).toContain('Sitemap: https://www.edureach.in/sitemap.xml');
    expect(robots).toContain('Disallow: /system/');
  });
});
