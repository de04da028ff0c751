import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * One owner per table: each module declares the tables it owns in `src/modules/<m>/tables.ts` (the platform in
 * `src/platform/tables.ts`) as `export const OWNED_TABLES = [...] as const`, and no other module's SQL names them.
 * "SQL" is the text of the string and template literals of a module's source files (comments are not SQL); a table is
 * named where it follows from, join, into, update, table, references or truncate. The rest of `src/` (the composition
 * root, the ops commands, the seed package) owns no table and names none.
 */
export type SqlViolation = { file: string; table: string; owner: string };

/** owner name ('platform' or the module's name) → its tables */
export type TableOwners = Map<string, string[]>;

const TABLE_AFTER = /\b(?:from|join|into|update|references|truncate(?:\s+table)?|table(?:\s+if(?:\s+not)?\s+exists)?)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') && !name.includes('.test.') ? [path] : [];
  });
}

/** The quoted names of `OWNED_TABLES = [...]`, read as text: a fixture's declaration is never run. */
function declaredTables(file: string): string[] {
  const list = /OWNED_TABLES\s*=\s*\[([^\]]*)\]/.exec(readFileSync(file, 'utf8'));
  if (!list) throw new Error(`${file} declares no OWNED_TABLES = [...]`);
  return [...list[1]!.matchAll(/['"]([a-z0-9_]+)['"]/g)].map((match) => match[1]!);
}

/** Who owns what under `root`: every module folder must hold a tables.ts, even one that owns no table. */
export function tableOwners(root: string): TableOwners {
  const owners: TableOwners = new Map();
  const platform = join(root, 'src/platform/tables.ts');
  if (existsSync(platform)) owners.set('platform', declaredTables(platform));
  const modules = join(root, 'src/modules');
  for (const name of existsSync(modules) ? readdirSync(modules) : []) {
    const declaration = join(modules, name, 'tables.ts');
    if (!existsSync(declaration)) throw new Error(`src/modules/${name} declares no tables: add src/modules/${name}/tables.ts`);
    owners.set(name, declaredTables(declaration));
  }
  return owners;
}

/** The text of every string and template literal of a TypeScript file (template holes left out). */
export function literalTexts(source: string): string[] {
  const file = ts.createSourceFile('file.ts', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node)) texts.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ${} '));
    node.forEachChild(visit);
  };
  visit(file);
  return texts;
}

/** The table names a piece of SQL text names (lower-cased); CTE names and functions come along and are ignored later. */
export const tablesNamedIn = (sql: string): string[] => [...sql.matchAll(TABLE_AFTER)].map((match) => match[1]!.toLowerCase());

/** Every place where one owner's source names another owner's table. */
export function findSqlViolations(root: string): SqlViolation[] {
  const owners = tableOwners(root);
  const ownerOf = new Map([...owners].flatMap(([owner, tables]) => tables.map((table) => [table, owner] as const)));
  const violations: SqlViolation[] = [];
  const check = (files: string[], owner: string | undefined) => {
    for (const file of files) {
      const named = new Set(literalTexts(readFileSync(file, 'utf8')).flatMap(tablesNamedIn));
      for (const table of named) {
        const tableOwner = ownerOf.get(table);
        if (tableOwner && tableOwner !== owner) violations.push({ file: relative(root, file), table, owner: tableOwner });
      }
    }
  };
  for (const owner of owners.keys()) check(sourceFiles(owner === 'platform' ? join(root, 'src/platform') : join(root, 'src/modules', owner)), owner);
  // the rest of src/ (the composition root, the ops commands, the seed package) owns no table: it writes through the owners
  const outside = sourceFiles(join(root, 'src')).filter((file) => !/^src\/(modules|platform)\//.test(relative(root, file)));
  check(outside, undefined);
  return violations;
}

/** The tables the migrations create. */
export function migratedTables(root: string): string[] {
  // the migrations in order (their names sort by date), each one's up(): a table created, or dropped by a later one
  const tables = new Set<string>();
  for (const file of sourceFiles(join(root, 'migrations')).sort()) {
    const text = readFileSync(file, 'utf8');
    const up = text.split(/\basync down\(/)[0]!;
    for (const match of up.matchAll(/\b(create (?:unlogged )?table (?:if not exists )?|drop table (?:if exists )?)"?([a-z_][a-z0-9_]*)/gi)) {
      const table = match[2]!.toLowerCase();
      if (match[1]!.toLowerCase().startsWith('create')) tables.add(table);
      else tables.delete(table);
    }
  }
  return [...tables];
}
