import { describe, expect, it } from 'bun:test';
import { Glob } from 'bun';
import { readFileSync } from 'node:fs';

/**
 * A form the browser sends itself (before the scripts run, or if a handler ever fails to stop it) goes by GET unless
 * told otherwise, and GET writes every field, passwords included, into the URL: server logs, history, referrers.
 */
describe('web forms', () => {
  it('every <form> posts, so nothing typed can land in a URL', () => {
    const offenders: string[] = [];
    for (const file of new Glob('web/src/**/*.tsx').scanSync('.')) {
      if (file.startsWith('web/src/api/')) continue;
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/<form\b[^>]*>/gs)) {
        if (!/\bmethod="post"/.test(match[0])) offenders.push(`${file}: ${match[0].slice(0, 80).replace(/\s+/g, ' ')}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
