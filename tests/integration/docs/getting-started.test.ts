import { describe, expect, it } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useTestApp } from '@support/test-app';

/**
 * Issue 25 §10: a short "Getting started" for integrators, served by the app at /docs/getting-started and linked from
 * the API reference's description and the README. Its examples are checked against the contract and the tested
 * verifier of docs/examples/verify-webhook.ts, so the page cannot drift from the API.
 */
const t = useTestApp();
const repo = join(import.meta.dir, '../../..');
const contract = JSON.parse(readFileSync(join(repo, 'openapi/openapi.json'), 'utf8'));
const unescape = (html: string) => html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

describe('Getting started (/docs/getting-started)', () => {
  it('is served by the app as a page of four steps, with nothing from another origin and no script', async () => {
    const response = await t.handle('/docs/getting-started');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
    const html = await response.text();
    const headings = [...html.matchAll(/<h2 id="([^"]+)">([^<]+)<\/h2>/g)].map((m) => [m[1], m[2]]);
    expect(headings).toEqual([
      ['api-key', '1. Get an API key'],
      ['first-call', '2. Make the first call'],
      ['unlocked-students', '3. Read the students you unlocked'],
      ['verify-a-webhook', '4. Receive a webhook, and verify it'],
    ]);
    expect(html).not.toMatch(/<script|(src|href)="(https?:)?\/\//);
  });

  it('calls only operations of the contract, and verifies signatures with the tested example verifier', async () => {
    const html = unescape(await (await t.handle('/docs/getting-started')).text());
    const paths = [...html.replaceAll('<student id>', '{id}').matchAll(/localhost:3000(\/api\/[^"?\s]+)/g)].map((m) => m[1]!);
    expect(new Set(paths)).toEqual(new Set(['/api/public/students', '/api/website/students/unlock', '/api/public/students/unlocked', '/api/public/students/{id}']));
    for (const path of paths) expect(contract.paths[path]).toBeDefined();
    const example = readFileSync(join(repo, 'docs/examples/verify-webhook.ts'), 'utf8');
    const verifier = /\/\*\* True when[\s\S]*?\n}\n/.exec(example)![0];
    expect(html).toContain(verifier.trim());
    expect(html).toContain('webhook.test');
  });

  it('is linked from the API reference (the contract description) and from the README', () => {
    expect(contract.info.description).toContain('[Getting started](/docs/getting-started)');
    expect(readFileSync(join(repo, 'README.md'), 'utf8')).toContain('/docs/getting-started');
    expect(readFileSync(join(repo, 'docs/integrations.md'), 'utf8')).toContain('/docs/getting-started');
  });
});
