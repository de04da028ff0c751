import ipaddr from 'ipaddr.js';

/**
 * SSRF guard, the pure half: which addresses a webhook may be sent to. The adapter resolves the host name once,
 * refuses the delivery when any address it resolves to is not global unicast, and connects to the address it checked
 * (adapters/outbound/guarded-sender.ts). Parsing and the special-purpose ranges are ipaddr.js's (IANA's registries).
 */

type V4 = ipaddr.IPv4;
type V6 = ipaddr.IPv6;

/** Strict dotted quad only: ipaddr.js alone would also read `127.1` or `0x7f.0.0.1` as addresses. */
const parseV4 = (text: string): V4 | null => (ipaddr.IPv4.isValidFourPartDecimal(text) ? ipaddr.IPv4.parse(text) : null);

/** `::a.b.c.d`, the deprecated IPv4-compatible form: ipaddr.js reads it as IPv4-mapped, which it is not. */
const IPV4_COMPATIBLE = /^::(\d+\.\d+\.\d+\.\d+)$/;

const parseV6 = (text: string): V6 | null => {
  const compatible = IPV4_COMPATIBLE.exec(text);
  if (compatible) {
    const v4 = parseV4(compatible[1]!);
    return v4 ? new ipaddr.IPv6([0, 0, 0, 0, 0, 0, ...[0, 2].map((i) => (v4.octets[i]! << 8) | v4.octets[i + 1]!)]) : null;
  }
  return text.includes(':') && ipaddr.IPv6.isValid(text) ? ipaddr.IPv6.parse(text) : null;
};

/** Every IPv4 special-purpose range (private, loopback, link-local, CGNAT, documentation, benchmarking, multicast, 240/4 …) is refused. */
const isGlobalV4 = (ip: V4) => ip.range() === 'unicast';

const v4Of = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);

/**
 * The IPv4 address an IPv6 transition form carries, where the packet ends up at that IPv4 address: IPv4-mapped
 * (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d), NAT64's well-known prefix (64:ff9b::/96) and 6to4
 * (2002:AABB:CCDD::/48). `undefined`: not such a form.
 */
function embeddedV4(ip: V6): V4 | undefined {
  const g = ip.parts;
  switch (ip.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return v4Of(g[6]!, g[7]!);
    case 'rfc6052':
      // only 64:ff9b::/96; the local-use 64:ff9b:1::/48 reaches the operator's own network and is refused below
      return g[1] === 0xff9b && g[2] === 0 && g.slice(3, 6).every((x) => x === 0) ? v4Of(g[6]!, g[7]!) : undefined;
    case '6to4':
      return v4Of(g[1]!, g[2]!);
    default:
      return undefined;
  }
}

/**
 * Global unicast only: inside 2000::/3 and in none of IANA's special-purpose ranges (documentation, benchmarking,
 * ORCHID, Teredo, 3fff::/20, 5f00::/16 …). A transition form is judged by the IPv4 address inside it; any other
 * address outside 2000::/3 (::1, ::, IPv4-compatible ::a.b.c.d, 100::/64 discard, fc00::/7, fe80::/10, ff00::/8, the
 * local-use NAT64 64:ff9b:1::/48) is refused.
 */
function isGlobalV6(ip: V6): boolean {
  const inside = embeddedV4(ip);
  if (inside) return isGlobalV4(inside);
  return (ip.parts[0]! & 0xe000) === 0x2000 && ip.range() === 'unicast';
}

export type AddressKind = 'public' | 'not-public' | 'not-an-address';

/** Whether `address` (an IPv4 or IPv6 literal, brackets and a zone allowed) is global unicast: on the public internet. */
export function classifyAddress(address: string): AddressKind {
  const text = address.replace(/^\[|\]$/g, '');
  const v4 = parseV4(text);
  if (v4) return isGlobalV4(v4) ? 'public' : 'not-public';
  const v6 = parseV6(text);
  if (v6) return isGlobalV6(v6) ? 'public' : 'not-public';
  return 'not-an-address';
}

/** Names that never leave the machine or the site, refused before anything is resolved. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|home\.arpa|localdomain)$/;

/**
 * What is wrong with a webhook URL before anything is resolved, or null. Always: http(s) only, no user name or
 * password in it. Unless `allowPrivate` (development and tests: WEBHOOKS_ALLOW_PRIVATE_TARGETS): https only, and no
 * host that is plainly local (localhost, .local, .internal, a non-public literal).
 */
export function targetUrlProblem(url: string, allowPrivate: boolean): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Not a valid URL';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'The URL must start with https://';
  if (parsed.username || parsed.password) return 'The URL must not carry a user name or password';
  if (allowPrivate) return null;
  if (parsed.protocol !== 'https:') return 'The URL must start with https://';
  // a trailing dot names the same host (`localhost.`)
  const host = parsed.hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.$/, '');
  if (LOCAL_NAME.test(host)) return 'The URL must point to a public host';
  if (classifyAddress(host) === 'not-public') return 'The URL must point to a public address';
  return null;
}
