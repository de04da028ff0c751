import { describe, expect, it } from 'bun:test';
import { Glob } from 'bun';
import { readFileSync } from 'node:fs';

/**
 * Semantic tokens only: features and shared components name a colour by its role (`fg.muted`, `primary.default`,
 * `warning.subtle`), never a palette step (`brand.700`, `ink.900`) nor a bare `white`, so that a change of palette is
 * made once in web/src/theme/tokens.ts. The theme's own files define the roles from the palette and stay out of this.
 */
type Hit = { file: string; line: number; value: string };

const PALETTES = [
  // the project's palette (web/src/theme/tokens.ts)
  'brand', 'accent', 'ink', 'success', 'danger', 'warning',
  // Panda's preset palette, reachable through the same names
  'rose', 'pink', 'fuchsia', 'purple', 'violet', 'indigo', 'blue', 'sky', 'cyan', 'teal', 'emerald', 'green', 'lime',
  'yellow', 'amber', 'orange', 'red', 'neutral', 'stone', 'zinc', 'gray', 'slate',
]; // biome-ignore format: one palette a word reads better packed
const paletteStep = new RegExp(`(?:['"\`]|colors\\.)((?:${PALETTES.join('|')})\\.(?:50|[1-9]00|950))\\b`, 'g');
const bareColour = /\b(?:colou?r|bg|background|fill|stroke|\w*Color|gradient(?:From|To|Via))\s*:[^,;{}\n]*?'(white|black)'/g;
const checked = (file: string) => /^web\/src\/(features|components)\//.test(file) && /\.tsx?$/.test(file);

export function findPaletteColours(files: { file: string; text: string }[]): Hit[] {
  return files
    .filter(({ file }) => checked(file))
    .flatMap(({ file, text }) =>
      text
        .split('\n')
        .flatMap((source, index) =>
          [...source.matchAll(paletteStep), ...source.matchAll(bareColour)].map((match) => ({ file, line: index + 1, value: match[1]! })),
        ),
    );
}

const sources = () => [...new Glob('web/src/**/*.{ts,tsx}').scanSync('.')].sort().map((file) => ({ file, text: readFileSync(file, 'utf8') }));

describe('architecture: semantic colour tokens in the web app', () => {
  it('no feature or shared component names a palette step or a bare white or black', () => {
    // on failure the diff names each file, line and value: use (or add in tokens.ts) the semantic token for its role
    expect(findPaletteColours(sources())).toEqual([]);
  });

  it('catches a palette step in a style object, a token() string, a JSX prop and a condition, and a bare white', () => {
    const files = [
      { file: 'web/src/features/one/a.tsx', text: "const a = css({ color: 'brand.700', bg: 'ink.50' });" },
      { file: 'web/src/features/one/b.tsx', text: "const b = css({ boxShadow: '0 0 0 1px token(colors.ink.300)' });" },
      { file: 'web/src/components/ui/c.tsx', text: '<Box color="gray.500" />' },
      { file: 'web/src/features/two/d.ts', text: "const d = css({ bg: premium ? 'accent.100' : 'primary.subtle' });" },
      { file: 'web/src/components/layout/e.tsx', text: "const e = css({ bg: 'white', fontWeight: 'black' });" },
    ];
    expect(findPaletteColours(files)).toEqual([
      { file: 'web/src/features/one/a.tsx', line: 1, value: 'brand.700' },
      { file: 'web/src/features/one/a.tsx', line: 1, value: 'ink.50' },
      { file: 'web/src/features/one/b.tsx', line: 1, value: 'ink.300' },
      { file: 'web/src/components/ui/c.tsx', line: 1, value: 'gray.500' },
      { file: 'web/src/features/two/d.ts', line: 1, value: 'accent.100' },
      { file: 'web/src/components/layout/e.tsx', line: 1, value: 'white' },
    ]);
  });

  it('leaves semantic tokens, spacing and the theme files alone', () => {
    const files = [
      { file: 'web/src/features/one/a.tsx', text: "css({ color: 'fg.muted', bg: 'warning.subtle', p: '2.5', borderColor: 'primary.emphasized' })" },
      { file: 'web/src/features/one/b.tsx', text: "css({ boxShadow: '0 0 0 2px token(colors.focus.halo)', outlineColor: 'focus.ring.strong' })" },
      { file: 'web/src/theme/tokens.ts', text: "default: { value: '{colors.brand.700}' }" },
      { file: 'web/src/theme/recipes.ts', text: "bg: 'white', color: 'ink.900'" },
    ];
    expect(findPaletteColours(files)).toEqual([]);
  });
});
