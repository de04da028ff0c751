import { describe, expect, it } from 'bun:test';
import { join } from 'node:path';
import { findViolations } from './import-rules';

const repoRoot = join(import.meta.dir, '../..');

describe('architecture: import boundaries', () => {
  it('the codebase keeps every rule', () => {
    expect(findViolations(repoRoot)).toEqual([]);
  });

  it('catches each kind of violation in the deliberate-violation fixture', () => {
    const rules = findViolations(join(import.meta.dir, 'fixtures/violations')).map((violation) => violation.rule);
    expect(rules).toContain('platform/ imports no module');
    expect(rules).toContain('a module uses another only through its index.ts or contracts.ts');
    expect(rules).toContain('domain/ imports no framework or I/O library');
    expect(rules).toContain('features never import each other');
  });
});
