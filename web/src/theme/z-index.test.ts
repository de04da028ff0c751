import { describe, expect, it } from 'bun:test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tokens } from './tokens';

const webSrc = join(import.meta.dir, '..');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'api') return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.test.ts') && name !== 'tokens.ts' ? [path] : [];
  });

describe('the z-index ladder', () => {
  it('is one ordered ladder: page chrome < menus < dialog backdrop < dialog < popovers in dialogs < toasts', () => {
    const z = Object.fromEntries(Object.entries(tokens.zIndex!).map(([name, token]) => [name, Number((token as { value: number }).value)]));
    expect(z.sticky!).toBeLessThan(z.dropdown!);
    expect(z.dropdown!).toBeLessThan(z.overlay!);
    expect(z.overlay!).toBeLessThan(z.modal!);
    expect(z.modal!).toBeLessThan(z.popover!);
    expect(z.popover!).toBeLessThan(z.toast!);
  });

  // Panda passes an unknown name through as an invalid CSS value: a dialog with zIndex 'modal' and no such token
  // sat under the sticky header (issue #13). Every zIndex names a token; 0 and 1 only order things inside a component.
  it('is the only source of zIndex values in the web app', () => {
    const names = new Set(Object.keys(tokens.zIndex!));
    const strays: string[] = [];
    for (const file of sources(webSrc)) {
      for (const [, value] of readFileSync(file, 'utf8').matchAll(/zIndex:\s*([^,}\s]+)/g)) {
        const name = value!.replace(/^['"]|['"]$/g, '');
        const ok = names.has(name) || name === '0' || name === '1' || name.startsWith('var(--') || name.startsWith('token.var(');
        if (!ok) strays.push(`${relative(webSrc, file)}: zIndex ${value}`);
      }
    }
    expect(strays).toEqual([]);
  });
});
