import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export type Violation = { file: string; imported: string; rule: string };

const FRAMEWORKS = /^(elysia|@elysiajs\/|@mikro-orm\/|pg$|pg-|nodemailer|ioredis|react|@tanstack\/|bun$|node:)/;
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'styled-system' || name === 'api') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Where the ORM must not be named: only adapters (and the composition in index.ts) turn a Transaction into an EntityManager. */
const isOrmFree = (path: string) => /^src\/modules\/[^/]+\/(domain\/|application\/|([^/]+\.)?contracts\.ts$)/.test(path);

const moduleOf = (path: string) => /src\/modules\/([^/]+)\//.exec(path)?.[1];
const featureOf = (path: string) => /web\/src\/features\/([^/]+)\//.exec(path)?.[1];

/** The path aliases of tsconfig.json (and web's `@domain`), so an aliased import is judged like the relative one it replaced. */
const ALIASES: [prefix: string, path: string][] = [
  ['@platform/', 'src/platform/'],
  ['@modules/', 'src/modules/'],
  ['@domain/', 'src/modules/'],
  ['@support/', 'tests/support/'],
  ['@bench/', 'bench/'],
  ['@migrations', 'migrations'],
  ['@src/', 'src/'],
];
const pathOfAlias = (spec: string) => {
  const alias = ALIASES.find(([prefix]) => spec.startsWith(prefix));
  return alias ? alias[1] + spec.slice(alias[0].length) : undefined;
};

/**
 * The house rules of docs/architecture.md, checked on the import statements of a tree
 * (`root` holds `src/` and optionally `web/src/`).
 */
export function findViolations(root: string): Violation[] {
  const violations: Violation[] = [];
  const dirs = ['src', 'web/src']
    .map((dir) => join(root, dir))
    .filter((dir) => {
      try {
        return statSync(dir).isDirectory();
      } catch {
        return false;
      }
    });
  for (const file of dirs.flatMap(sourceFiles)) {
    const rel = relative(root, file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2];
      const aliased = pathOfAlias(spec);
      const isLocal = spec.startsWith('.') || aliased !== undefined;
      const target = spec.startsWith('.') ? relative(root, resolve(dirname(file), spec)) : (aliased ?? spec);
      const add = (rule: string) => violations.push({ file: rel, imported: spec, rule });

      const fromModule = moduleOf(`${rel}`);
      const toModule = isLocal ? moduleOf(`${target}/`) : undefined;

      if (rel.startsWith('src/platform/') && target.startsWith('src/modules/')) add('platform/ imports no module');
      const publicDoor = toModule !== undefined && new RegExp(`^src/modules/${toModule}(/index|/contracts)?(\\.ts)?$`).test(target);
      if (fromModule && toModule && fromModule !== toModule && !publicDoor) add('a module uses another only through its index.ts or contracts.ts');
      // the composition root, the ops commands and the seed package are no module's insiders either
      if (!fromModule && toModule && !publicDoor && rel.startsWith('src/') && !rel.startsWith('src/platform/')) {
        add('outside the modules, a module is reached only through its index.ts or contracts.ts');
      }
      if (/^src\/modules\/[^/]+\/domain\//.test(rel)) {
        if (!isLocal && FRAMEWORKS.test(spec)) add('domain/ imports no framework or I/O library');
        if (isLocal && /\/(application|adapters)\//.test(`${target}/`)) add('domain/ does not import application/ or adapters/');
      }
      if (/^src\/modules\/[^/]+\/application\//.test(rel) && isLocal && /\/adapters\//.test(`${target}/`)) {
        add('application/ does not import adapters/');
      }
      if (isOrmFree(rel) && (/^@mikro-orm\//.test(spec) || target.startsWith('src/platform/db/'))) {
        add('domain/, application/ and contracts use no ORM (the Transaction port instead)');
      }
      if (rel.startsWith('src/') && (target.startsWith('web/') || spec.startsWith('@/'))) add('the server never imports web/');
      if (rel.startsWith('web/src/')) {
        if (target.startsWith('src/') && !/^src\/modules\/[^/]+\/domain\/[^/]+\.schema(\.ts)?$/.test(target)) {
          add('web/ imports only its own code, the generated client and shared domain schemas');
        }
        const fromFeature = featureOf(rel);
        const toFeature = spec.startsWith('@/features/') ? spec.split('/')[2] : isLocal ? featureOf(`${target}/`) : undefined;
        if (fromFeature && toFeature && fromFeature !== toFeature) add('features never import each other');
      }
    }
  }
  return violations;
}

/**
 * Which modules each module imports (any file under `src/modules/<m>/`, through any door, types included), read from
 * the same import statements as the rules above: the graph docs/architecture.md draws.
 */
export function moduleDependencies(root: string): Map<string, string[]> {
  const modulesDir = join(root, 'src/modules');
  const graph = new Map<string, string[]>();
  for (const name of readdirSync(modulesDir).sort()) {
    if (!statSync(join(modulesDir, name)).isDirectory()) continue;
    const reached = new Set<string>();
    for (const file of sourceFiles(join(modulesDir, name))) {
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const spec = match[1] ?? match[2];
        const target = spec.startsWith('.') ? relative(root, resolve(dirname(file), spec)) : pathOfAlias(spec);
        const other = target === undefined ? undefined : moduleOf(`${target}/`);
        if (other && other !== name) reached.add(other);
      }
    }
    graph.set(name, [...reached].sort());
  }
  return graph;
}
