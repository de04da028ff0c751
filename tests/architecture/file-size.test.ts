import { describe, expect, it } from 'bun:test';
import { join } from 'node:path';
import { ALLOWED_FOR_NOW, findLongFiles, lineCount, MAX_LINES, sourceFiles } from './file-size';

const repoRoot = join(import.meta.dir, '../..');
const lines = (n: number) => 'const x = 1;\n'.repeat(n);

describe('architecture: small files', () => {
  it(`no file in src/ or web/src/ is over ${MAX_LINES} lines (generated code, seed data and the allow-list aside)`, () => {
    // on failure the diff lists each offending file with its line count
    expect(findLongFiles(sourceFiles(repoRoot), ALLOWED_FOR_NOW)).toEqual([]);
  });

  it('the allow-list names only files that still exist and are still over the limit', () => {
    const files = sourceFiles(repoRoot).filter(({ file }) => ALLOWED_FOR_NOW.includes(file));
    expect(
      findLongFiles(files)
        .map(({ file }) => file)
        .sort(),
    ).toEqual([...ALLOWED_FOR_NOW].sort());
  });

  it('catches an over-long file, with its line count, and lets one of exactly the limit through', () => {
    const files = [
      { file: 'src/modules/alpha/domain/long.ts', text: lines(MAX_LINES + 1) },
      { file: 'web/src/features/one/page.tsx', text: lines(MAX_LINES + 40) },
      { file: 'src/modules/alpha/domain/at-limit.ts', text: lines(MAX_LINES) },
      { file: 'web/src/index.css', text: lines(3) },
    ];
    expect(findLongFiles(files)).toEqual([
      { file: 'web/src/features/one/page.tsx', lines: MAX_LINES + 40 },
      { file: 'src/modules/alpha/domain/long.ts', lines: MAX_LINES + 1 },
    ]);
  });

  it('leaves out generated files, seed data and allowed files, but not seed code', () => {
    const long = lines(MAX_LINES + 1);
    const files = [
      { file: 'web/src/api/types.gen.ts', text: long },
      { file: 'web/src/routeTree.gen.ts', text: long },
      { file: 'src/seed/india-geography.ts', text: long },
      { file: 'src/seed/student-generator.ts', text: long },
      { file: 'src/platform/db/read-replica.ts', text: long },
    ];
    expect(findLongFiles(files, ['src/platform/db/read-replica.ts'])).toEqual([{ file: 'src/seed/student-generator.ts', lines: MAX_LINES + 1 }]);
  });

  it('counts lines as wc -l does, and a last line without a newline too', () => {
    expect([lineCount(''), lineCount('a\n'), lineCount('a\nb'), lineCount('a\nb\n')]).toEqual([0, 1, 2, 2]);
  });
});
