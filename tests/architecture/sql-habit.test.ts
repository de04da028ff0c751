import { describe, expect, it } from 'bun:test';
import { join } from 'node:path';
import { findHabitBreaks, sourceFiles } from './sql-habit';

const repoRoot = join(import.meta.dir, '../..');

describe('architecture: one SQL habit (ADR 0005)', () => {
  it('no code outside src/platform/db/ calls execute or fork, or builds a list of ? placeholders', () => {
    // on failure the diff names each file and line: write the statement with sql`…` and run it on sessionOf(orm)
    expect(findHabitBreaks(sourceFiles(repoRoot))).toEqual([]);
  });

  it('catches an execute, a fork and a placeholder list, and leaves the helper and the sql template alone', () => {
    const files = [
      { file: 'src/modules/alpha/adapters/persistence/a.repository.ts', text: "const rows = await em.execute<Row[]>('select 1');" },
      { file: 'src/modules/alpha/adapters/persistence/b.repository.ts', text: 'const em = orm.em.fork();' },
      { file: 'src/modules/alpha/adapters/persistence/c.repository.ts', text: "`where id in (${ids.map(() => '?').join(', ')})`" },
      {
        file: 'src/modules/alpha/adapters/persistence/d.repository.ts',
        text: 'await sql`select 1 from t where id = any(${ids}::uuid[])`.rows(sessionOf(orm));',
      },
      { file: 'src/platform/db/sql.ts', text: 'return em.execute<Row[]>(text, params);' },
    ];
    expect(findHabitBreaks(files).map(({ file, rule }) => [file, rule])).toEqual([
      ['src/modules/alpha/adapters/persistence/a.repository.ts', 'execute'],
      ['src/modules/alpha/adapters/persistence/b.repository.ts', 'fork'],
      ['src/modules/alpha/adapters/persistence/c.repository.ts', 'placeholder-list'],
    ]);
  });
});
