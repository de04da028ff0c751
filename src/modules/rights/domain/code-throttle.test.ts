import { describe, expect, it } from 'bun:test';
import { CODES_SENT_PER_CONTACT, codesToTry, contactAddressKey, maySendCode, type LiveCode } from './code-throttle';

const code = (id: string, originKey: string | null, tries = 0, foreignTries = 0): LiveCode => ({ id, originKey, tries, foreignTries });

describe('which codes a verify may try (issue 26, item 3)', () => {
  it('spends the own counter from the address that asked, the foreign one from any other', () => {
    const live = [code('mine', 'home'), code('theirs', 'stranger')];
    expect(codesToTry(live, 'home', 5)).toEqual([
      { id: 'mine', counter: 'tries' },
      { id: 'theirs', counter: 'foreignTries' },
    ]);
    expect(codesToTry(live, 'elsewhere', 5)).toEqual([
      { id: 'mine', counter: 'foreignTries' },
      { id: 'theirs', counter: 'foreignTries' },
    ]);
  });

  it('keeps a code working from its own address however many wrong tries came from others', () => {
    const burnt = [code('mine', 'home', 0, 5)];
    expect(codesToTry(burnt, 'stranger', 5)).toEqual([]);
    expect(codesToTry(burnt, 'home', 5)).toEqual([{ id: 'mine', counter: 'tries' }]);
  });

  it('ends a code for its own address after its own tries', () => {
    expect(codesToTry([code('mine', 'home', 5, 0)], 'home', 5)).toEqual([]);
  });

  it('treats a code without a recorded address (issued before this rule) as everyone’s foreign', () => {
    expect(codesToTry([code('old', null)], 'home', 5)).toEqual([{ id: 'old', counter: 'foreignTries' }]);
  });
});

describe('texts per contact', () => {
  it('sends the first few in the window and then nothing, without refusing anyone', () => {
    expect(maySendCode(1)).toBe(true);
    expect(maySendCode(CODES_SENT_PER_CONTACT)).toBe(true);
    expect(maySendCode(CODES_SENT_PER_CONTACT + 1)).toBe(false);
  });

  it('keys failures by contact and address together', () => {
    expect(contactAddressKey('c1', '203.0.113.9')).not.toBe(contactAddressKey('c1', '203.0.113.10'));
    expect(contactAddressKey('c1', '203.0.113.9')).not.toBe(contactAddressKey('c2', '203.0.113.9'));
  });
});
