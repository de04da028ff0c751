import ipaddr from 'ipaddr.js';

/**
 * One spelling per address (SECURITY.md): brackets, a port and an IPv6 zone are dropped, an IPv4-mapped IPv6
 * address (`::ffff:1.2.3.4`, as a dual-stack socket reports IPv4 callers) becomes the IPv4 address, and IPv6 is
 * written in its canonical compressed form (RFC 5952). Undefined when the text is not an IP address.
 */
export function normaliseAddress(text: string): string | undefined {
  let address = text.trim();
  const bracketed = /^\[([^\]]*)\](?::\d{1,5})?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^[^:]+:\d{1,5}$/.test(address)) address = address.slice(0, address.lastIndexOf(':')); // IPv4 with a port
  address = address.replace(/%.*$/, '');
  if (!ipaddr.isValid(address)) return undefined;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) return (parsed as ipaddr.IPv6).toIPv4Address().toString();
  return parsed.toString();
}

/**
 * The key per-address limits count under: an IPv4 address as it is, an IPv6 address by its /64 (one subscriber,
 * one LAN: a single host can use any of its 2^64 addresses). Text that is no address is kept (trimmed, bounded).
 */
export function rateLimitKey(address: string): string {
  const normal = normaliseAddress(address);
  if (!normal) return address.trim().slice(0, 100);
  if (!normal.includes(':')) return normal;
  const parts = (ipaddr.parse(normal) as ipaddr.IPv6).parts;
  return `${new ipaddr.IPv6([...parts.slice(0, 4), 0, 0, 0, 0]).toString()}/64`;
}

/**
 * The caller's address, normalised. Without proxies (TRUST_PROXY=0) the socket's address: a client can write
 * any X-Forwarded-For it likes. Behind N proxies that each APPEND the address they received the request from (nginx's
 * `$proxy_add_x_forwarded_for`, cloud load balancers), the last N entries were written by them and the entry N from
 * the right is the client as the outermost proxy saw it; whatever stands left of it came from the client and is
 * ignored. When the header holds fewer entries than that, its leftmost one (so at worst what the nearest proxy saw).
 * An entry that is no address (`unknown`) counts as the socket's address, the proxy: never as a fresh key.
 */
export function clientIp(request: Request, socketAddress: string | undefined, trustedHops: number): string {
  const socket = socketAddress === undefined ? 'local' : (normaliseAddress(socketAddress) ?? socketAddress);
  if (trustedHops > 0) {
    const entries = (request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length > 0) return normaliseAddress(entries[Math.max(0, entries.length - trustedHops)]!.slice(0, 100)) ?? socket;
  }
  return socket;
}

type SocketServer = { requestIP(request: Request): { address: string } | null } | null | undefined;

/**
 * The caller as every per-address limit counts it: clientIp (the socket's address comes from Bun's server) as
 * rateLimitKey, so an IPv6 caller is its /64.
 */
export const callerAddress = (request: Request, server: SocketServer, trustedHops: number) =>
  rateLimitKey(clientIp(request, server?.requestIP(request)?.address, trustedHops));
