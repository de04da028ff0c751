import { describe, expect, it } from 'bun:test';
import { clientIp } from './client-ip';

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
