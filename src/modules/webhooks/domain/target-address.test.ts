import { describe, expect, it } from 'bun:test';
import { classifyAddress, targetUrlProblem } from './target-address';

describe('classifyAddress', () => {
  it('refuses loopback, private, link-local, CGNAT and reserved IPv4', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
    ])
      expect([ip, classifyAddress(ip)]).toEqual([ip, 'not-public']);
  });

  it('accepts public IPv4, including the neighbours of private ranges', () => {
    for (const ip of ['8.8.8.8', '172.32.0.1', '100.128.0.1', '11.0.0.1', '13.235.1.1']) expect([ip, classifyAddress(ip)]).toEqual([ip, 'public']);
  });

  it('refuses IPv6 loopback, unspecified, unique local, link-local, multicast and mapped private IPv4', () => {
    for (const ip of [
      '::1',
      '::',
      'fd00::1',
      'fc12:3456::1',
      'fe80::1%eth0',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::10.0.0.1',
      '[::1]',
      '2001:db8::1',
    ])
      expect([ip, classifyAddress(ip)]).toEqual([ip, 'not-public']);
  });

  it('accepts public IPv6 and IPv4-mapped public addresses', () => {
    for (const ip of ['2606:4700:4700::1111', '2404:6800:4009:80b::200e', '::ffff:8.8.8.8']) expect([ip, classifyAddress(ip)]).toEqual([ip, 'public']);
  });

  it('tells names from addresses', () => {
    expect(classifyAddress('example.com')).toBe('not-an-address');
    expect(classifyAddress('1.2.3')).toBe('not-an-address');
    expect(classifyAddress('1:2:3')).toBe('not-an-address');
  });
});

describe('classifyAddress: IPv6 transition forms (issue 26 §7)', () => {
  const refused = (list: string[]) => {
    for (const ip of list) expect([ip, classifyAddress(ip)]).toEqual([ip, 'not-public']);
  };
  const accepted = (list: string[]) => {
    for (const ip of list) expect([ip, classifyAddress(ip)]).toEqual([ip, 'public']);
  };

  it('judges IPv4-translated ::ffff:0:a.b.c.d by the IPv4 inside', () => {
    refused(['::ffff:0:127.0.0.1', '[::ffff:0:127.0.0.1]', '::ffff:0:7f00:1', '::ffff:0:169.254.169.254', '::ffff:0:10.0.0.1']);
    accepted(['::ffff:0:8.8.8.8']);
  });

  it('judges IPv4-mapped ::ffff:a.b.c.d, dotted or in hex, by the IPv4 inside', () => {
    refused(['::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:a9fe:a9fe', '::ffff:192.168.0.1', '::ffff:100.64.0.1', '::ffff:0.0.0.0']);
    accepted(['::ffff:8.8.8.8', '::ffff:808:808']);
  });

  it('refuses the deprecated IPv4-compatible ::a.b.c.d whatever it holds', () => {
    refused(['::127.0.0.1', '::8.8.8.8', '::808:808', '::7f00:1']);
  });

  it('judges NAT64 64:ff9b::/96 by the IPv4 inside, and refuses the local-use 64:ff9b:1::/48', () => {
    refused(['64:ff9b::10.0.0.1', '64:ff9b::7f00:1', '64:ff9b::a9fe:a9fe', '64:ff9b:1::a9fe:a9fe', '[64:ff9b:1::a9fe:a9fe]', '64:ff9b:1::808:808']);
    accepted(['64:ff9b::8.8.8.8', '64:ff9b::808:808']);
  });

  it('judges 6to4 2002::/16 by the IPv4 in its next 32 bits', () => {
    refused(['2002:a9fe:a9fe::', '[2002:a9fe:a9fe::]', '2002:7f00:1::', '2002:7f00:1::1', '2002:a00:1::', '2002:c0a8:101::1', '2002::']);
    accepted(['2002:808:808::1']);
  });

  it('refuses 100::/64 discard, Teredo and the other special-purpose ranges', () => {
    refused([
      '100::1',
      '[100::1]',
      '100::ffff:ffff:ffff:ffff',
      '2001::1', // Teredo
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '2001:2::1', // benchmarking
      '2001:10::1', // ORCHID
      '2001:20::1', // ORCHIDv2
      '2001:db8::1',
      '3fff::1', // documentation (RFC 9637)
      '5f00::1', // SRv6 SIDs
      'fec0::1', // site-local
      '4000::1', // outside 2000::/3, unassigned
      'e000::1',
    ]);
  });

  it('accepts global unicast IPv6 only', () => {
    accepted(['2606:4700:4700::1111', '2001:4860:4860::8888', '2404:6800:4009:80b::200e', '3ffe::1', '2a00:1450:4001:82b::200e']);
  });

  it('reads only plain dotted quads as IPv4 (no 127.1, octal or hex forms)', () => {
    for (const text of ['127.1', '0x7f.0.0.1', '0177.0.0.1', '2130706433', '1.2.3.256'])
      expect([text, classifyAddress(text)]).toEqual([text, 'not-an-address']);
  });
});

describe('targetUrlProblem', () => {
  it('allows http://localhost only where private targets are allowed (WEBHOOKS_ALLOW_PRIVATE_TARGETS)', () => {
    expect(targetUrlProblem('http://localhost:4000/hook', true)).toBeNull();
    expect(targetUrlProblem('http://localhost:4000/hook', false)).toBe('The URL must start with https://');
  });

  it('requires https and a public host unless private targets are allowed', () => {
    expect(targetUrlProblem('https://crm.example.in/hooks/edureach', false)).toBeNull();
    expect(targetUrlProblem('http://crm.example.in/hook', false)).toBe('The URL must start with https://');
    for (const url of ['https://localhost/hook', 'https://localhost./hook', 'https://api.localhost/x', 'https://printer.local/x', 'https://db.internal/x'])
      expect([url, targetUrlProblem(url, false)]).toEqual([url, 'The URL must point to a public host']);
    for (const url of [
      'https://169.254.169.254/latest',
      'https://[::1]/hook',
      'https://127.1/hook',
      'https://0x7f000001/hook',
      'https://[::ffff:0:127.0.0.1]/x',
      'https://[64:ff9b:1::a9fe:a9fe]/x',
      'https://[2002:a9fe:a9fe::]/x',
      'https://[2002:7f00:1::]/x',
      'https://[100::1]/x',
    ])
      expect([url, targetUrlProblem(url, false)]).toEqual([url, 'The URL must point to a public address']);
  });

  it('refuses other schemes, credentials and garbage everywhere', () => {
    expect(targetUrlProblem('ftp://example.com/x', false)).toBe('The URL must start with https://');
    expect(targetUrlProblem('https://user:pw@example.com/x', false)).toBe('The URL must not carry a user name or password');
    expect(targetUrlProblem('not a url', false)).toBe('Not a valid URL');
  });
});
