import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Panda's `css({...})` and recipe calls (`button({ size: 'lg' })`) turn style objects into class names at run time,
 * and on a phone that costs a quarter of the script time of a page's first render. When every argument is written
 * out literally, the answer never changes: this plugin asks Panda's own generated runtime for it at build time and
 * puts the class string in the bundle instead. Calls with any variable part are left to run as before. The CSS itself
 * is still extracted by Panda from the source files, so it is unaffected.
 */

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Runtime = Record<string, (...args: unknown[]) => string>;

const NOT_STATIC = Symbol('not static');

/** The value of a literal expression (objects, arrays, strings, numbers, booleans), or NOT_STATIC. */
function literalValue(node: Node): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value instanceof RegExp ? NOT_STATIC : node.value;
    case 'TemplateLiteral':
      return (node.expressions as Node[]).length ? NOT_STATIC : (node.quasis as { value: { cooked: string } }[])[0]!.value.cooked;
    case 'UnaryExpression': {
      const value = node.operator === '-' ? literalValue(node.argument as Node) : NOT_STATIC;
      return typeof value === 'number' ? -value : NOT_STATIC;
    }
    case 'ArrayExpression': {
      const values = (node.elements as (Node | null)[]).map((element) => (element && element.type !== 'SpreadElement' ? literalValue(element) : NOT_STATIC));
      return values.includes(NOT_STATIC) ? NOT_STATIC : values;
    }
    case 'ObjectExpression': {
      const result: Record<string, unknown> = {};
      for (const property of node.properties as Node[]) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init' || property.method) return NOT_STATIC;
        const key = property.key as Node;
        const name = key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : undefined;
        const value = literalValue(property.value as Node);
        if (name === undefined || value === NOT_STATIC) return NOT_STATIC;
        result[name] = value;
      }
      return result;
    }
    default:
      return NOT_STATIC;
  }
}

/** Every node of the tree, depth first. */
function* walk(node: unknown): Generator<Node> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child);
    return;
  }
  const candidate = node as Node;
  if (typeof candidate.type === 'string') yield candidate;
  for (const [key, value] of Object.entries(candidate)) if (key !== 'type' && value && typeof value === 'object') yield* walk(value);
}

export function staticStyles(styledSystemDir: string): Plugin {
  let runtime: { css: Runtime; recipes: Runtime } | undefined;
  const load = async () => {
    const css = (await import(pathToFileURL(join(styledSystemDir, 'css', 'index.mjs')).href)) as Runtime;
    const recipes = (await import(pathToFileURL(join(styledSystemDir, 'recipes', 'index.mjs')).href)) as Runtime;
    return { css, recipes };
  };
  return {
    name: 'static-styles',
    apply: 'build',
    // after TypeScript and JSX have become plain JavaScript
    enforce: 'post',
    async transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id.split('?')[0]!) || !code.includes('styled-system/')) return null;
      runtime ??= await load();
      const program = this.parse(code) as unknown as Node;
      // local name -> the runtime function it stands for
      const callable = new Map<string, (...args: unknown[]) => string>();
      for (const statement of program.body as Node[]) {
        if (statement.type !== 'ImportDeclaration') continue;
        const source = (statement.source as Node).value as string;
        const module = source === 'styled-system/css' ? runtime.css : source === 'styled-system/recipes' ? runtime.recipes : undefined;
        if (!module) continue;
        for (const specifier of statement.specifiers as Node[]) {
          if (specifier.type !== 'ImportSpecifier') continue;
          const imported = (specifier.imported as Node).name as string;
          // css() and the recipes; cx, cva and sva are cheap or take values only known at run time
          if (imported === 'css' || (module === runtime.recipes && typeof module[imported] === 'function')) {
            callable.set((specifier.local as Node).name as string, module[imported]!);
          }
        }
      }
      if (!callable.size) return null;
      const replacements: { start: number; end: number; text: string }[] = [];
      for (const node of walk(program)) {
        if (node.type !== 'CallExpression' || (node.callee as Node).type !== 'Identifier') continue;
        const run = callable.get((node.callee as Node).name as string);
        if (!run) continue;
        const args = (node.arguments as Node[]).map(literalValue);
        if (args.includes(NOT_STATIC)) continue;
        const value = run(...args);
        // a slot recipe answers with an object of class names: parenthesised, it is still one expression
        replacements.push({ start: node.start, end: node.end, text: typeof value === 'string' ? JSON.stringify(value) : `(${JSON.stringify(value)})` });
      }
      if (!replacements.length) return null;
      let output = code;
      for (const { start, end, text } of replacements.sort((a, b) => b.start - a.start)) output = output.slice(0, start) + text + output.slice(end);
      return { code: output, map: null };
    },
  };
}
