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

describe('targetUrlProblem', () => {
  it('allows http://localhost outside production', () => {
    expect(targetUrlProblem('http://localhost:4000/hook', false)).toBeNull();
  });

  it('requires https and a public host in production', () => {
    expect(targetUrlProblem('https://crm.example.in/hooks/edureach', true)).toBeNull();
    expect(targetUrlProblem('http://crm.example.in/hook', true)).toBe('The URL must start with https://');
    expect(targetUrlProblem('https://localhost/hook', true)).toBe('The URL must point to a public host');
    expect(targetUrlProblem('https://169.254.169.254/latest', true)).toBe('The URL must point to a public address');
    expect(targetUrlProblem('https://[::1]/hook', true)).toBe('The URL must point to a public address');
  });

  it('refuses other schemes, credentials and garbage everywhere', () => {
    expect(targetUrlProblem('ftp://example.com/x', false)).toBe('The URL must start with https://');
    expect(targetUrlProblem('https://user:pw@example.com/x', false)).toBe('The URL must not carry a user name or password');
    expect(targetUrlProblem('not a url', false)).toBe('Not a valid URL');
  });
});
