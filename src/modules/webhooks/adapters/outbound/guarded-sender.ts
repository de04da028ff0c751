import { lookup as systemLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { SendResult, WebhookSender } from '@modules/webhooks/application/ports/webhook-sender.port';
import { classifyAddress, targetUrlProblem } from '@modules/webhooks/domain/target-address';

/** A receiver gets this long to answer; a slower one counts as a failed attempt (retried). */
const TIMEOUT_MS = 5_000;

export type ResolvedAddress = { address: string; family: number };
/** The host's addresses, as the system resolver answers them (replaced in tests). */
export type Resolve = (host: string) => Promise<ResolvedAddress[]>;

const resolveWithSystem: Resolve = (host) => systemLookup(host, { all: true, verbatim: true });

type Target = { url: URL; address: ResolvedAddress } | { problem: string };

/**
 * Outbound POSTs for deliveries, with the SSRF guard on unless `allowPrivate` (WEBHOOKS_ALLOW_PRIVATE_TARGETS, for
 * development and tests): https only, and every address the host resolves to must be global unicast. The host is
 * resolved ONCE per attempt and the connection goes to the address that was checked (the `lookup` of the request is
 * pinned to it), keeping the URL's host name for the Host header, TLS SNI and the certificate check: a name that
 * answers a public address to the check and 127.0.0.1 a moment later (DNS rebinding) never reaches the inside.
 * Redirects are not followed (a 3xx is a failed attempt), so a public host cannot bounce the request inside.
 */
export function createGuardedSender(options: { allowPrivate: boolean; timeoutMs?: number; resolve?: Resolve }): WebhookSender {
  const resolve = options.resolve ?? resolveWithSystem;
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;

  const targetOf = async (text: string): Promise<Target> => {
    const problem = targetUrlProblem(text, options.allowPrivate);
    if (problem) return { problem };
    const url = new URL(text);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    let addresses: ResolvedAddress[];
    if (classifyAddress(host) !== 'not-an-address') addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
    else {
      try {
        addresses = await resolve(host);
      } catch {
        return { problem: 'The host does not resolve' };
      }
    }
    if (addresses.length === 0) return { problem: 'The host does not resolve' };
    if (!options.allowPrivate && !addresses.every((a) => classifyAddress(a.address) === 'public')) return { problem: 'The host resolves to a private address' };
    return { url, address: addresses[0]! };
  };

  const post = (target: { url: URL; address: ResolvedAddress }, request: { headers: Record<string, string>; body: string }) =>
    new Promise<number>((answered, failed) => {
      const { address, family } = target.address;
      // every lookup the connection makes answers the checked address: nothing resolves the name again
      const pinned = ((_host: string, lookupOptions: { all?: boolean }, callback: (...args: unknown[]) => void) => {
        if (lookupOptions?.all) callback(null, [{ address, family }]);
        else callback(null, address, family);
      }) as unknown as LookupFunction;
      const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
      const outgoing = send(
        target.url,
        {
          method: 'POST',
          headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
          lookup: pinned,
          agent: false,
        },
        (answer: IncomingMessage) => {
          answered(answer.statusCode ?? 0);
          answer.destroy();
        },
      );
      const timer = setTimeout(() => outgoing.destroy(Object.assign(new Error('timeout'), { name: 'TimeoutError' })), timeoutMs);
      outgoing.on('close', () => clearTimeout(timer));
      outgoing.on('error', failed);
      outgoing.end(request.body);
    });

  return {
    async problemWith(url) {
      const target = await targetOf(url);
      return 'problem' in target ? target.problem : null;
    },
    async send(url, request): Promise<SendResult> {
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      const target = await targetOf(url);
      if ('problem' in target) return { statusCode: null, error: `Refused: ${target.problem}`, latencyMs: 0 };
      try {
        return { statusCode: await post(target, request), error: null, latencyMs: elapsed() };
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        return { statusCode: null, error: timedOut ? `No answer within ${timeoutMs / 1000} s` : 'Could not connect', latencyMs: elapsed() };
      }
    },
  };
}
