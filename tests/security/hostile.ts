import fc from 'fast-check';

/**
 * Hostile values for the security tests: what a careless client or an attacker sends instead of what the
 * contract asks for. Built once (the huge ones) and reused by every arbitrary.
 */

export const HUGE_ASCII = 'A'.repeat(100_000);
/** a family emoji is 11 UTF-16 units; ~100k units of grapheme clusters */
export const HUGE_EMOJI = '👩‍👩‍👧‍👦'.repeat(9_100);
export const HUGE_DEVANAGARI = 'नमस्ते '.repeat(14_300);
export const HUGE_CONTROL = '\u0000\u0007\u001b[31m\u007f'.repeat(12_500);

export const SQL_ISH = [
  "' OR 1=1 --",
  "'; DROP TABLE students; --",
  '" OR ""="',
  '1; select pg_sleep(5)',
  "admin'--",
  "') UNION SELECT password FROM website_users --",
  '\\',
  "%' AND 1=1 AND '%'='",
  '$1',
  '?',
] as const;

export const ODD_STRINGS = [
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  'abc\u0000def',
  '\u0007\u0008\u001b',
  '\uD800',
  'x\uDFFFy',
  '\u202Eevil\u202C',
  '\uFEFF',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '0x1F',
  '[object Object]',
  '__proto__',
  'constructor',
  '%00',
  '%s%n%x',
  '{{7*7}}${7*7}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'C:\\boot.ini',
  '=HYPERLINK("http://evil.example","x")',
  '😀'.repeat(30),
  'ẞ̷̧̛̭̳̙̟͓͍̹̭̍̉̅͐̈́̀̓̀͝ͅ',
] as const;

const controlChar = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: controlChar, minLength: 1, maxLength: 20 }) },
  { weight: 3, arbitrary: fc.constantFrom(...SQL_ISH) },
  { weight: 3, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(HUGE_ASCII, HUGE_EMOJI, HUGE_DEVANAGARI, HUGE_CONTROL) },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, -0.000001, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, Number.MAX_VALUE, Number.MIN_VALUE, 1e21),
  fc.double(),
  fc.integer(),
);

/** A value of any JSON type, mostly not the one expected. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [[[[]]]], [null], { '': '' }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', '$where', 'a'), hostileString, { maxKeys: 3 }) },
);

/** Text sent as application/json that is not JSON, or JSON that trips parsers. */
export const INVALID_JSON_TEXTS = [
  '',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'undefined',
  'NaN',
  '{"age": NaN}',
  '{"age": Infinity}',
  '{"age": 1e999}',
  '{"email": "\\ud800"}',
  '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}',
  '\u0000',
  '\uFEFF{}',
  '['.repeat(50_000),
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `{"a":${'{"a":'.repeat(2_000)}1${'}'.repeat(2_001)}`,
  '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  'a=1&b=2',
] as const;

/** Path ids: not UUIDs, not numbers, traversal, encodings, boundaries. */
export const ODD_IDS = [
  'not-a-uuid',
  '0',
  '-1',
  '1.5',
  '99999999999999999999',
  'NaN',
  'null',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
  '6ba7b810-9dad-11d1-80b4-00c04fd430c8x',
  '{6ba7b810-9dad-11d1-80b4-00c04fd430c8}',
  '..',
  '%2e%2e',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%5C..%5Cwindows',
  '%00',
  '%',
  '%E0%A4%A',
  '%C0%AE%C0%AE%2F',
  encodeURIComponent("' OR 1=1 --"),
  encodeURIComponent('😀'.repeat(200)),
  'a'.repeat(10_000),
] as const;
