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

/** Files still written the old way (leads, and the unlock path's credits and consents): the next pass's list; it only shrinks. */
export const NOT_YET_CONVERTED: readonly string[] = [
  'src/modules/leads/adapters/persistence/catalogue-count.ts',
  'src/modules/leads/adapters/persistence/catalogue-reads.ts',
  'src/modules/leads/adapters/persistence/catalogue-upkeep.ts',
  'src/modules/leads/adapters/persistence/catalogue-views.repository.ts',
  'src/modules/leads/adapters/persistence/page-anchors.ts',
  'src/modules/leads/adapters/persistence/retention-candidates.sql.ts',
  'src/modules/leads/adapters/persistence/seed-students.ts',
  'src/modules/leads/adapters/persistence/student-admin.queries.ts',
  'src/modules/leads/adapters/persistence/student-admin.repository.ts',
  'src/modules/leads/adapters/persistence/student-catalogue.repository.ts',
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

/** Every line that breaks the habit, outside the helper's folder and the files listed as not yet converted. */
export function findHabitBreaks(files: { file: string; text: string }[], notYet: readonly string[] = []): HabitBreak[] {
  return files
    .filter(({ file }) => !file.startsWith(HELPER_DIR) && !notYet.includes(file))
    .flatMap(({ file, text }) =>
      text
        .split('\n')
        .flatMap((line, i) => RULES.filter(([, pattern]) => pattern.test(line)).map(([rule]) => ({ file, line: i + 1, rule, text: line.trim() }))),
    );
}
