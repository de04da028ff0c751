import { describe, expect, it } from 'bun:test';
import { join } from 'node:path';
import { findViolations } from './import-rules';
import { findSqlViolations, literalTexts, migratedTables, tableOwners, tablesNamedIn } from './sql-ownership';

const repoRoot = join(import.meta.dir, '../..');
const fixtures = join(import.meta.dir, 'fixtures');

/** The rule that keeps MikroORM in the adapters: domain/, application/ and contracts pass the Transaction port instead. */
const ORM_RULE = 'domain/, application/ and contracts use no ORM (the Transaction port instead)';

describe('architecture: import boundaries', () => {
  it('the codebase keeps every rule', () => {
    const violations = findViolations(repoRoot);
    expect(violations).toEqual([]);
  });

  it('catches each rule in the deliberate-violation fixture, in the file made to break it and nowhere else', () => {
    const found = findViolations(join(fixtures, 'violations')).map(({ file, rule }) => ({ file, rule }));
    expect(found.sort((a, b) => a.file.localeCompare(b.file))).toEqual([
      { file: 'src/modules/alpha/adapters/http/server-page.ts', rule: 'the server never imports web/' },
      { file: 'src/modules/alpha/application/names-the-orm.ts', rule: ORM_RULE },
      { file: 'src/modules/alpha/application/reads-adapter.ts', rule: 'application/ does not import adapters/' },
      { file: 'src/modules/alpha/domain/leans-on-adapter.ts', rule: 'domain/ does not import application/ or adapters/' },
      { file: 'src/modules/alpha/domain/rule.ts', rule: 'domain/ imports no framework or I/O library' },
      { file: 'src/modules/beta/application/aliased.ts', rule: 'a module uses another only through its index.ts or contracts.ts' },
      { file: 'src/modules/beta/application/use-case.ts', rule: 'a module uses another only through its index.ts or contracts.ts' },
      { file: 'src/platform/leaky.ts', rule: 'platform/ imports no module' },
      { file: 'src/seed/demo-things.ts', rule: 'outside the modules, a module is reached only through its index.ts or contracts.ts' },
      { file: 'web/src/features/one/widget.tsx', rule: 'features never import each other' },
      { file: 'web/src/features/two/other.tsx', rule: 'web/ imports only its own code, the generated client and shared domain schemas' },
    ]);
  });
});

describe('architecture: one owner per table', () => {
  it("no module's SQL names a table another module (or the platform) owns", () => {
    expect(findSqlViolations(repoRoot)).toEqual([]);
  });

  it('every table the migrations create has exactly one owner, and every declared table exists', () => {
    const declared = [...tableOwners(repoRoot).values()].flat();
    expect(declared.filter((table, i) => declared.indexOf(table) !== i)).toEqual([]);
    expect([...declared].sort()).toEqual([...new Set(migratedTables(repoRoot))].sort());
  });

  it("catches the fixture's module naming another's table and the platform's, and a package outside the modules naming any, but not a comment or a message", () => {
    expect(findSqlViolations(join(fixtures, 'violations')).sort((a, b) => a.file.localeCompare(b.file))).toEqual([
      { file: 'src/modules/alpha/adapters/persistence/log.ts', table: 'platform_log', owner: 'platform' },
      { file: 'src/modules/beta/adapters/persistence/items.repository.ts', table: 'alpha_things', owner: 'alpha' },
      { file: 'src/seed/demo-things.ts', table: 'alpha_things', owner: 'alpha' },
    ]);
  });

  it('refuses a module that does not declare its tables', () => {
    expect(() => tableOwners(join(fixtures, 'undeclared'))).toThrow('src/modules/gamma declares no tables');
  });

  it('reads SQL only in string and template literals, after the keywords that name a table', () => {
    const texts = literalTexts(
      "// from secret_table\nconst a = `select * from ${t} join unlocked_students u on true`; const b = 'insert into saved_students';",
    );
    expect(texts.flatMap(tablesNamedIn)).toEqual(['unlocked_students', 'saved_students']);
    expect(tablesNamedIn('create table if not exists member_credits (id uuid references website_users (id))')).toEqual(['member_credits', 'website_users']);
  });
});
