import { afterAll, describe, expect, it } from 'bun:test';
import { createGuardedSender, type ResolvedAddress } from './guarded-sender';

/** Two receivers on one port: 127.0.0.1 (what a rebinding name answers later) and 127.0.0.2 (what it answered first). */
type Hit = { host: string | null; body: string };
const hits = { first: [] as Hit[], later: [] as Hit[] };
const receiver = (hostname: string, into: Hit[], port = 0) =>
  Bun.serve({
    port,
    hostname,
    fetch: async (request) => {
      into.push({ host: request.headers.get('host'), body: await request.text() });
      return new Response(null, { status: 204 });
    },
  });
const later = receiver('127.0.0.1', hits.later);
const first = receiver('127.0.0.2', hits.first, later.port);
afterAll(() => {
  later.stop(true);
  first.stop(true);
});
const localUrl = `http://127.0.0.1:${later.port}/hook`;
const request = { headers: { 'content-type': 'application/json' }, body: '{"id":1}' };

/** A resolver whose answers change from call to call (a TTL-0 name), counting the calls. */
const rebinding = (...answers: string[][]) => {
  const calls: string[] = [];
  const resolve = async (host: string): Promise<ResolvedAddress[]> => {
    calls.push(host);
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    return answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolve, calls };
};

describe('the guarded sender', () => {
  it('posts to a local receiver where private targets are allowed, and reports the status and latency', async () => {
    const sent = await createGuardedSender({ allowPrivate: true }).send(localUrl, request);
    expect(sent.statusCode).toBe(204);
    expect(sent.error).toBeNull();
    expect(sent.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('refuses, by default, plain http, local names and non-public literals, without connecting', async () => {
    hits.later.length = 0;
    const sender = createGuardedSender({ allowPrivate: false });
    for (const url of [
      localUrl,
      `https://127.0.0.1:${later.port}/hook`,
      'https://localhost/hook',
      'https://[::1]/hook',
      'https://10.0.0.8/hook',
      `https://[::ffff:0:127.0.0.1]:${later.port}/hook`,
      'https://[64:ff9b:1::a9fe:a9fe]/hook',
      'https://[2002:7f00:1::]/hook',
    ]) {
      const sent = await sender.send(url, request);
      expect([url, sent.statusCode, sent.error?.startsWith('Refused: ')]).toEqual([url, null, true]);
    }
    expect(await sender.problemWith('https://169.254.169.254/latest/meta-data')).toBe('The URL must point to a public address');
    expect(hits.later).toHaveLength(0);
  });

  it('connects to the address it resolved, once, keeping the host name in the Host header (issue 26 §6)', async () => {
    hits.first.length = 0;
    hits.later.length = 0;
    // `localhost` answers 127.0.0.2 to the sender's one resolution; the system resolver would answer 127.0.0.1
    const dns = rebinding(['127.0.0.2'], ['127.0.0.1']);
    const sent = await createGuardedSender({ allowPrivate: true, resolve: dns.resolve }).send(`http://localhost:${later.port}/hook`, request);
    expect(sent).toMatchObject({ statusCode: 204, error: null });
    expect(hits.first).toEqual([{ host: `localhost:${later.port}`, body: '{"id":1}' }]);
    expect(hits.later).toHaveLength(0);
    expect(dns.calls).toEqual(['localhost']);
  });

  it('refuses a name when any of its addresses is not global unicast (DNS rebinding, mixed answers)', async () => {
    const sender = (answers: string[][]) => createGuardedSender({ allowPrivate: false, resolve: rebinding(...answers).resolve, timeoutMs: 300 });
    for (const answer of [
      ['8.8.8.8', '127.0.0.1'],
      ['169.254.169.254'],
      ['::ffff:0:127.0.0.1'],
      ['64:ff9b:1::a9fe:a9fe'],
      ['2002:a9fe:a9fe::'],
      ['100::1'],
      [],
    ]) {
      const problem = await sender([answer]).problemWith('https://hooks.example.in/x');
      expect([answer, problem]).toEqual([answer, answer.length ? 'The host resolves to a private address' : 'The host does not resolve']);
    }
    expect(await sender([['8.8.8.8', '2606:4700:4700::1111']]).problemWith('https://hooks.example.in/x')).toBeNull();
  });

  it('resolves once per attempt: a name that turns local after the check is never connected to', async () => {
    hits.later.length = 0;
    // public to the check, 127.0.0.1 afterwards: the connection goes to the checked public address (unreachable here)
    const dns = rebinding(['192.88.98.1'], ['127.0.0.1']);
    const sent = await createGuardedSender({ allowPrivate: false, resolve: dns.resolve, timeoutMs: 300 }).send(
      `https://rebind.example.in:${later.port}/hook`,
      request,
    );
    expect(sent.statusCode).toBeNull();
    expect(dns.calls).toEqual(['rebind.example.in']);
    expect(hits.later).toHaveLength(0);
  });

  it('answers no status when nobody listens', async () => {
    const sent = await createGuardedSender({ allowPrivate: true }).send('http://127.0.0.1:9/hook', request);
    expect(sent).toMatchObject({ statusCode: null, error: 'Could not connect' });
  });
});
