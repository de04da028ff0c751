import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * ADR 0005's one habit, checked on the text of src/: a statement is written with the `sql` template and run on the
 * session of the request (`sessionOf`), so outside `src/platform/db/` no code calls the EntityManager's `execute`
 * or `fork`, and no list is bound as `in (?, ?, ?)` built from placeholders.
 */
export type HabitBreak = { file: string; line: number; rule: 'execute' | 'fork' | 'placeholder-list'; text: string };

const RULES: [HabitBreak['rule'], RegExp][] = [
  ['execute', /\.execute\s*[<(]/],
  ['fork', /\.fork\s*\(/],
  ['placeholder-list', /=>\s*'\?'|\(\)\s*=>\s*"\?"|fill\('\?'\)/],
];

/** The place allowed to call `execute` and `fork`: the template itself, the session and the connection's own probes. */
const HELPER_DIR = 'src/platform/db/';

export function sourceFiles(root: string, dir = join(root, 'src')): { file: string; text: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(root, path);
    if (!/\.tsx?$/.test(name) || name.endsWith('.d.ts') || name.includes('.test.')) return [];
    return [{ file: relative(root, path), text: readFileSync(path, 'utf8') }];
  });
}

/** Every line that breaks the habit, outside the helper's folder. */
export function findHabitBreaks(files: { file: string; text: string }[]): HabitBreak[] {
  return files
    .filter(({ file }) => !file.startsWith(HELPER_DIR))
    .flatMap(({ file, text }) =>
      text
        .split('\n')
        .flatMap((line, i) => RULES.filter(([, pattern]) => pattern.test(line)).map(([rule]) => ({ file, line: i + 1, rule, text: line.trim() }))),
    );
}
