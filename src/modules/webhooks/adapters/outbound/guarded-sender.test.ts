import { afterAll, describe, expect, it } from 'bun:test';
import { createGuardedSender } from './guarded-sender';

const local = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response(null, { status: 204 }) });
afterAll(() => local.stop(true));
const localUrl = `http://127.0.0.1:${local.port}/hook`;
const request = { headers: { 'content-type': 'application/json' }, body: '{}' };

describe('the guarded sender', () => {
  it('posts to localhost outside production, and reports the status and latency', async () => {
    const sent = await createGuardedSender({ production: false }).send(localUrl, request);
    expect(sent.statusCode).toBe(204);
    expect(sent.error).toBeNull();
    expect(sent.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('refuses, in production, plain http, local names and non-public literals, without connecting', async () => {
    const sender = createGuardedSender({ production: true });
    for (const url of [localUrl, `https://127.0.0.1:${local.port}/hook`, 'https://localhost/hook', 'https://[::1]/hook', 'https://10.0.0.8/hook']) {
      const sent = await sender.send(url, request);
      expect([url, sent.statusCode, sent.error?.startsWith('Refused: ')]).toEqual([url, null, true]);
    }
    expect(await sender.problemWith('https://169.254.169.254/latest/meta-data')).toBe('The URL must point to a public address');
  });

  it('answers no status when nobody listens', async () => {
    const sent = await createGuardedSender({ production: false }).send('http://127.0.0.1:9/hook', request);
    expect(sent).toMatchObject({ statusCode: null, error: 'Could not connect' });
  });
});
