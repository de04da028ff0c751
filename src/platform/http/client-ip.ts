/**
 * The caller's address for rate limits. Without proxies (TRUST_PROXY=0) the socket's address: a client can write
 * any X-Forwarded-For it likes. Behind N proxies that each APPEND the address they received the request from (nginx's
 * `$proxy_add_x_forwarded_for`, cloud load balancers), the last N entries were written by them and the entry N from
 * the right is the client as the outermost proxy saw it; whatever stands left of it came from the client and is
 * ignored. When the header holds fewer entries than that, its leftmost one (so at worst what the nearest proxy saw).
 */
export function clientIp(request: Request, socketAddress: string | undefined, trustedHops: number): string {
  if (trustedHops > 0) {
    const entries = (request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length > 0) return entries[Math.max(0, entries.length - trustedHops)]!.slice(0, 100);
  }
  return socketAddress ?? 'local';
}

type SocketServer = { requestIP(request: Request): { address: string } | null } | null | undefined;

/** clientIp for a route: the socket's address comes from Bun's server. */
export const callerAddress = (request: Request, server: SocketServer, trustedHops: number) =>
  clientIp(request, server?.requestIP(request)?.address, trustedHops);
