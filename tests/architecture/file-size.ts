import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The house rule of docs/architecture.md: no source file in src/ or web/src/ longer than this, formatted (Biome, line width 160). */
export const MAX_LINES = 200;

/** Written by tools, never by hand: the generated API client (`make openapi`) and TanStack Router's route tree (`make web`). */
const GENERATED = [/^web\/src\/api\//, /^web\/src\/routeTree\.gen\.ts$/];

/**
 * Seed data: the tables of places, names and distributions the seed package's generator draws from. Each holds data
 * only; the generator's code (student-generator.ts, seeded-random.ts, student-details.ts) is counted like any other file.
 */
const SEED_DATA = ['src/seed/india-geography.ts', 'src/seed/indian-names.ts', 'src/seed/student-distributions.ts'];

/**
 * Files allowed over the limit for a while (each was split once the work on it had merged). Empty now; it only
 * shrinks: a file leaves it when it is split, and no file joins it.
 */
export const ALLOWED_FOR_NOW: readonly string[] = [];

export type LongFile = { file: string; lines: number };

/** Lines as `wc -l` counts them for a file that ends with a newline, and one more for a last line without one. */
export const lineCount = (text: string) => (text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0));

const isExempt = (file: string) => GENERATED.some((pattern) => pattern.test(file)) || SEED_DATA.includes(file);

/** The files longer than `max` among `files` (paths relative to the repository root), longest first. */
export function findLongFiles(files: { file: string; text: string }[], allowed: readonly string[] = [], max = MAX_LINES): LongFile[] {
  return files
    .filter(({ file }) => !isExempt(file) && !allowed.includes(file))
    .map(({ file, text }) => ({ file, lines: lineCount(text) }))
    .filter(({ lines }) => lines > max)
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
}

/** Every source file (TypeScript, JavaScript, CSS) under `src/` and `web/src/` of `root`. */
export function sourceFiles(root: string): { file: string; text: string }[] {
  const walk = (dir: string): string[] => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return [];
    }
    return names.flatMap((name) => {
      const path = join(dir, name);
      if (name === 'node_modules') return [];
      if (statSync(path).isDirectory()) return walk(path);
      return /\.(tsx?|jsx?|css)$/.test(name) ? [path] : [];
    });
  };
  return ['src', 'web/src'].flatMap((dir) => walk(join(root, dir))).map((path) => ({ file: relative(root, path), text: readFileSync(path, 'utf8') }));
}
