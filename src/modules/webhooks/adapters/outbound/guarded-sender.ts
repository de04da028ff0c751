import { lookup } from 'node:dns/promises';
import type { WebhookSender } from '@modules/webhooks/application/ports/webhook-sender.port';
import { classifyAddress, targetUrlProblem } from '@modules/webhooks/domain/target-address';

/** A receiver gets this long to answer; a slower one counts as a failed attempt (retried). */
const TIMEOUT_MS = 5_000;

/**
 * Outbound POSTs for deliveries. In production (SSRF guard): https only, and the host must resolve only to public
 * addresses (no private, loopback, link-local, CGNAT or IPv6 unique-local one), checked before every attempt;
 * redirects are not followed (a 3xx is a failed attempt), so a public host cannot bounce the request inside. Local
 * runs and tests may post to localhost.
 */
export function createGuardedSender(options: { production: boolean; timeoutMs?: number }): WebhookSender {
  const problemWith = async (url: string): Promise<string | null> => {
    const problem = targetUrlProblem(url, options.production);
    if (problem || !options.production) return problem;
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    if (classifyAddress(host) !== 'not-an-address') return null; // a public literal (targetUrlProblem refused the others)
    try {
      const addresses = await lookup(host, { all: true, verbatim: true });
      if (addresses.length === 0) return 'The host does not resolve';
      return addresses.every((a) => classifyAddress(a.address) === 'public') ? null : 'The host resolves to a private address';
    } catch {
      return 'The host does not resolve';
    }
  };

  return {
    problemWith,
    async send(url, request) {
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      const refused = await problemWith(url);
      if (refused) return { statusCode: null, error: `Refused: ${refused}`, latencyMs: 0 };
      try {
        const answer = await fetch(url, {
          method: 'POST',
          headers: request.headers,
          body: request.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
        });
        await answer.body?.cancel().catch(() => {});
        return { statusCode: answer.status, error: null, latencyMs: elapsed() };
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        return {
          statusCode: null,
          error: timedOut ? `No answer within ${(options.timeoutMs ?? TIMEOUT_MS) / 1000} s` : 'Could not connect',
          latencyMs: elapsed(),
        };
      }
    },
  };
}
