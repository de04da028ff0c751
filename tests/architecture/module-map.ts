import { Glob } from 'bun';
import { basename, join } from 'node:path';
import { moduleDependencies } from './import-rules';

/**
 * The module map of docs/architecture.md, derived from the code: each module under `src/modules/`, the modules it
 * imports, its errors file and its entities. The document carries it between the two markers below, and
 * module-map.test.ts fails when what is written there is not what the code is.
 */

export const MAP_START = '<!-- module-map:start (checked by tests/architecture/module-map.test.ts; do not edit by hand) -->';
export const MAP_END = '<!-- module-map:end -->';

const files = (root: string, pattern: string) => [...new Glob(pattern).scanSync(root)].map((file) => basename(file)).sort();
const listed = (names: string[]) => (names.length === 0 ? 'none' : names.map((name) => `\`${name}\``).join(', '));

/** The map as the Markdown table the document must hold, one row per module in alphabetical order. */
export function renderModuleMap(root: string): string {
  const rows = [...moduleDependencies(root)].map(([module, dependsOn]) => {
    const moduleDir = join(root, 'src/modules', module);
    const errors = files(moduleDir, 'domain/*.errors.ts');
    const entities = files(moduleDir, '**/*.entity.ts').map((file) => file.replace(/\.entity\.ts$/, ''));
    return `| \`${module}\` | ${dependsOn.length === 0 ? 'no other module' : dependsOn.join(', ')} | ${listed(errors)} | ${listed(entities)} |`;
  });
  return ['| module | imports (from `src/modules/<module>/**`) | errors file | entities |', '|---|---|---|---|', ...rows].join('\n');
}

/** The table written between the markers of a document, or undefined when the markers are missing. */
export function documentedModuleMap(markdown: string): string | undefined {
  const start = markdown.indexOf(MAP_START);
  const end = markdown.indexOf(MAP_END);
  if (start < 0 || end < start) return undefined;
  return markdown.slice(start + MAP_START.length, end).trim();
}

/** Every cycle of the graph, each as the path that closes it (`a → b → a`); none means the modules can be built in order. */
export function cyclesIn(graph: Map<string, string[]>): string[] {
  const cycles: string[] = [];
  const walk = (module: string, path: string[]) => {
    for (const next of graph.get(module) ?? []) {
      if (next === path[0]) cycles.push([...path, next].join(' → '));
      else if (!path.includes(next) && next > path[0]!) walk(next, [...path, next]);
    }
  };
  for (const module of [...graph.keys()].sort()) walk(module, [module]);
  return cycles;
}
