import { describe, expect, it } from 'bun:test';
import { callerAddress, clientIp, normaliseAddress, rateLimitKey } from './client-ip';

const withForwarded = (value?: string) => new Request('http://localhost/', { headers: value === undefined ? {} : { 'x-forwarded-for': value } });

describe('the caller address', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientIp(withForwarded('1.2.3.4'), '10.0.0.9', 0)).toBe('10.0.0.9');
  });

  it('is the entry as many places from the right as there are trusted proxies', () => {
    // the client wrote "6.6.6.6"; nginx appended the client's real address
    expect(clientIp(withForwarded('6.6.6.6, 203.0.113.7'), '10.0.0.1', 1)).toBe('203.0.113.7');
    // two proxies (a CDN, then a load balancer): the CDN appended the client, the load balancer the CDN
    expect(clientIp(withForwarded('6.6.6.6, 203.0.113.7, 198.51.100.2'), '10.0.0.1', 2)).toBe('203.0.113.7');
  });

  it('takes the leftmost entry when the header is shorter than the trusted chain, and the socket without a header', () => {
    expect(clientIp(withForwarded('203.0.113.7'), '10.0.0.1', 2)).toBe('203.0.113.7');
    expect(clientIp(withForwarded(), '10.0.0.1', 1)).toBe('10.0.0.1');
    expect(clientIp(withForwarded(' , '), '10.0.0.1', 1)).toBe('10.0.0.1');
  });
});

describe('one address, one spelling (issue 26 §5)', () => {
  it('drops brackets, ports and zones, and writes IPv6 in its canonical form', () => {
    for (const spelling of ['2001:db8:2:2::1', '2001:0db8:0002:0002:0:0:0:1', '[2001:db8:2:2::1]:443', '[2001:DB8:2:2::1]', '2001:db8:2:2:0::1']) {
      expect({ spelling, address: normaliseAddress(spelling) }).toEqual({ spelling, address: '2001:db8:2:2::1' });
    }
    expect(normaliseAddress('fe80::1%eth0')).toBe('fe80::1');
    expect(normaliseAddress('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(normaliseAddress(' 203.0.113.7 ')).toBe('203.0.113.7');
  });

  it('turns an IPv4-mapped IPv6 address into the IPv4 address', () => {
    for (const spelling of ['::ffff:1.2.3.4', '::FFFF:102:304', '[::ffff:1.2.3.4]:8080', '0:0:0:0:0:ffff:0102:0304']) {
      expect({ spelling, address: normaliseAddress(spelling) }).toEqual({ spelling, address: '1.2.3.4' });
    }
  });

  it('answers undefined for text that is no address', () => {
    for (const text of ['unknown', '', 'local', '2001:db8::1::2', '[1.2.3.4', '300.1.1.1']) expect(normaliseAddress(text)).toBeUndefined();
  });

  it('keys IPv6 on its /64 and IPv4 on the address', () => {
    expect(rateLimitKey('2001:db8:2:2::1')).toBe('2001:db8:2:2::/64');
    expect(rateLimitKey('[2001:0db8:0002:0002:ffff:1:2:3]:443')).toBe('2001:db8:2:2::/64');
    expect(rateLimitKey('2001:db8:2:3::1')).toBe('2001:db8:2:3::/64');
    expect(rateLimitKey('::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(rateLimitKey('1.2.3.5')).toBe('1.2.3.5');
    expect(rateLimitKey('local')).toBe('local');
  });

  it('normalises what the proxy appended and the socket, and counts an entry that is no address as the socket', () => {
    expect(clientIp(withForwarded('6.6.6.6, [2001:db8:2:2::1]:443'), '10.0.0.1', 1)).toBe('2001:db8:2:2::1');
    expect(clientIp(withForwarded(), '::ffff:10.0.0.9', 0)).toBe('10.0.0.9');
    expect(clientIp(withForwarded('6.6.6.6, unknown'), '::ffff:10.0.0.1', 1)).toBe('10.0.0.1');
    expect(clientIp(withForwarded('1.2.3.4'), undefined, 0)).toBe('local');
  });

  it('gives every per-address limit the /64 through callerAddress', () => {
    const server = (address: string) => ({ requestIP: () => ({ address }) });
    const keys = ['2001:db8:2:2::1', '2001:db8:2:2::2', '2001:db8:2:2:abcd::9'].map((address) => callerAddress(withForwarded(), server(address), 0));
    expect(new Set(keys)).toEqual(new Set(['2001:db8:2:2::/64']));
    expect(callerAddress(withForwarded('2001:0db8:0002:0002:0:0:0:1'), server('10.0.0.1'), 1)).toBe('2001:db8:2:2::/64');
  });
});
