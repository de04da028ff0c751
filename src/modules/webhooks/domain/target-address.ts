/**
 * SSRF guard, the pure half: which addresses a webhook may be sent to in production. The adapter resolves the host
 * name and refuses the delivery when any address it resolves to is not public (adapters/outbound/guarded-sender.ts).
 */

const parseIpv4 = (text: string): number[] | null => {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const bytes = parts.map(Number);
  return bytes.every((b) => b <= 255) ? bytes : null;
};

/** Eight 16-bit groups, or null; accepts `::` and a trailing dotted IPv4 (`::ffff:10.0.0.1`). */
const parseIpv6 = (text: string): number[] | null => {
  let rest = text
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const dotted = rest.match(/:(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const v4 = parseIpv4(dotted[1]!);
    if (!v4) return null;
    const hex = (a: number, b: number) => ((a << 8) | b).toString(16);
    rest = `${rest.slice(0, -dotted[1]!.length)}${hex(v4[0]!, v4[1]!)}:${hex(v4[2]!, v4[3]!)}`;
  }
  const halves = rest.split('::');
  if (halves.length > 2) return null;
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const head = groups(halves[0]!);
  const back = halves.length === 2 ? groups(halves[1]!) : [];
  const missing = 8 - head.length - back.length;
  if ((halves.length === 1 && missing !== 0) || (halves.length === 2 && missing < 1)) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...back];
  if (!all.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return all.map((g) => Number.parseInt(g, 16));
};

const inV4 = (ip: number[], base: number[], bits: number) => {
  const value = (b: number[]) => ((b[0]! << 24) | (b[1]! << 16) | (b[2]! << 8) | b[3]!) >>> 0;
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  return (value(ip) & mask) >>> 0 === (value(base) & mask) >>> 0;
};

/** Private, loopback, link-local, CGNAT, documentation, benchmarking, multicast and reserved IPv4 ranges. */
const NON_PUBLIC_V4: [number[], number][] = [
  [[0, 0, 0, 0], 8],
  [[10, 0, 0, 0], 8],
  [[100, 64, 0, 0], 10],
  [[127, 0, 0, 0], 8],
  [[169, 254, 0, 0], 16],
  [[172, 16, 0, 0], 12],
  [[192, 0, 0, 0], 24],
  [[192, 0, 2, 0], 24],
  [[192, 168, 0, 0], 16],
  [[198, 18, 0, 0], 15],
  [[198, 51, 100, 0], 24],
  [[203, 0, 113, 0], 24],
  [[224, 0, 0, 0], 4],
  [[240, 0, 0, 0], 4],
];

const isPublicV4 = (ip: number[]) => !NON_PUBLIC_V4.some(([base, bits]) => inV4(ip, base, bits));

const isPublicV6 = (g: number[]): boolean => {
  const first = g[0]!;
  if (g.every((x) => x === 0)) return false; // ::
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return false; // ::1
  const embedded = [g[6]! >> 8, g[6]! & 0xff, g[7]! >> 8, g[7]! & 0xff];
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::a.b.c.d): judged by the IPv4 inside
  if (g.slice(0, 5).every((x) => x === 0) && (g[5] === 0xffff || g[5] === 0)) return isPublicV4(embedded);
  if (first === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return isPublicV4(embedded);
  if ((first & 0xfe00) === 0xfc00) return false; // fc00::/7 unique local
  if ((first & 0xffc0) === 0xfe80) return false; // fe80::/10 link-local
  if ((first & 0xffc0) === 0xfec0) return false; // fec0::/10 site-local (deprecated)
  if ((first & 0xff00) === 0xff00) return false; // ff00::/8 multicast
  if (first === 0x2001 && g[1] === 0x0db8) return false; // 2001:db8::/32 documentation
  return true;
};

export type AddressKind = 'public' | 'not-public' | 'not-an-address';

/** Whether `address` (an IPv4 or IPv6 literal) is on the public internet. */
export function classifyAddress(address: string): AddressKind {
  const v4 = parseIpv4(address);
  if (v4) return isPublicV4(v4) ? 'public' : 'not-public';
  const v6 = address.includes(':') ? parseIpv6(address) : null;
  if (v6) return isPublicV6(v6) ? 'public' : 'not-public';
  return 'not-an-address';
}

/**
 * What is wrong with a webhook URL before anything is resolved, or null. Everywhere: http(s) only, no user name or
 * password in it. In production: https only, and no host that is plainly local (localhost, a non-public literal).
 */
export function targetUrlProblem(url: string, production: boolean): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Not a valid URL';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'The URL must start with https://';
  if (parsed.username || parsed.password) return 'The URL must not carry a user name or password';
  if (!production) return null;
  if (parsed.protocol !== 'https:') return 'The URL must start with https://';
  const host = parsed.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal'))
    return 'The URL must point to a public host';
  if (classifyAddress(host) === 'not-public') return 'The URL must point to a public address';
  return null;
}
