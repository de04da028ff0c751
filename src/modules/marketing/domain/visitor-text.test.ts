import { describe, expect, it } from 'bun:test';
import { defang, oneLine, visitorHtml } from './visitor-text';

describe('text a visitor wrote, in an e-mail to staff', () => {
  it('breaks up what a mail client would turn into a link, without changing what it reads', () => {
    const defanged = defang('Log in at https://evil.example/login or www.evil.example, mail boss@evil.example');
    expect(defanged).not.toMatch(/https?:\/\//);
    expect(defanged).not.toContain('www.evil');
    expect(defanged).not.toContain('@evil.example');
    expect(defanged.replaceAll('\u200B', '')).toBe('Log in at https://evil.example/login or www.evil.example, mail boss@evil.example');
  });

  it('escapes markup and keeps line breaks', () => {
    expect(visitorHtml(`<a href="x">hi</a> & 'q'\nnext`).replaceAll('\u200B', '')).toBe('&lt;a href=&quot;x&quot;&gt;hi&lt;/a&gt; &amp; &#39;q&#39;<br>next');
  });

  it('makes a subject one short line', () => {
    expect(oneLine('Acme\r\nBcc: x@y.z   School', 100)).toBe('Acme Bcc: x@y.z School');
    expect(oneLine('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
