import { describe, expect, it } from 'bun:test';
import { Glob } from 'bun';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The documents the code points to live in the repository: every relative link in our Markdown resolves to a file
 * (and heading) that exists, and nothing points at the `shared/` folder outside the repository (the specs and design
 * notes the project started from now live under docs/).
 */

const repoRoot = join(import.meta.dir, '../..');

const DOCUMENTS = ['README.md', 'SECURITY.md', 'bench/RESULTS.md', ...new Glob('docs/**/*.md').scanSync(repoRoot)];

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of withoutCode(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = heading!
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Fenced blocks and inline code spans hold examples, not links. */
const withoutCode = (markdown: string) => markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, '').replace(/`[^`\n]*`/g, '');

/** Inline links and images `[text](target "title")`, and reference definitions `[label]: target`. */
function linkTargets(markdown: string): string[] {
  const text = withoutCode(markdown);
  const inline = [...text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!);
  const references = [...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)].map((match) => match[1]!);
  return [...inline, ...references];
}

/** The links of one Markdown file (path relative to `root`) whose file or heading does not exist. */
export function brokenLinks(root: string, file: string): string[] {
  const source = readFileSync(join(root, file), 'utf8');
  const broken: string[] = [];
  for (const target of linkTargets(source)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:…
    const [rawPath = '', anchor] = target.split('#');
    const path = decodeURIComponent(rawPath);
    const resolved = path === '' ? join(root, file) : path.startsWith('/') ? join(root, path) : resolve(dirname(join(root, file)), path);
    const inside = !relative(root, resolved).startsWith('..');
    if (!inside || !existsSync(resolved)) {
      broken.push(`${file}: ${target} (no such file in the repository)`);
      continue;
    }
    if (anchor && resolved.endsWith('.md') && statSync(resolved).isFile() && !anchorsOf(readFileSync(resolved, 'utf8')).has(anchor)) {
      broken.push(`${file}: ${target} (no such heading)`);
    }
  }
  return broken;
}

/** Mentions of `../shared/…` in one file that lead out of the repository (the folder it was started from). */
export function pathsOutsideRepository(root: string, file: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/((?:\.\.\/)+)shared\/[\w./-]*/g)) {
    const resolved = resolve(dirname(join(root, file)), match[0]);
    if (relative(root, resolved).startsWith('..')) found.push(`${file}: ${match[0]}`);
  }
  return found;
}

const trackedFiles = () => {
  const listed = Bun.spawnSync(['git', 'ls-files', '-z'], { cwd: repoRoot });
  if (listed.exitCode !== 0) throw new Error(`git ls-files failed: ${listed.stderr.toString()}`);
  return listed.stdout.toString().split('\0').filter(Boolean);
};

describe('documents', () => {
  it('every relative link in README.md, SECURITY.md, bench/RESULTS.md and docs/ leads to a file and heading that exist', () => {
    expect(DOCUMENTS).toContain('docs/architecture.md');
    expect(DOCUMENTS.flatMap((file) => brokenLinks(repoRoot, file))).toEqual([]);
  });

  it('no tracked file points outside the repository through ../shared/', () => {
    const offenders = trackedFiles()
      .filter((file) => existsSync(join(repoRoot, file)))
      .flatMap((file) => pathsOutsideRepository(repoRoot, file, readFileSync(join(repoRoot, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('catches each kind of broken reference in the deliberate-violation fixture', () => {
    const fixtures = relative(repoRoot, join(import.meta.dir, 'fixtures/docs'));
    expect(brokenLinks(repoRoot, `${fixtures}/broken-links.md`)).toEqual([
      `${fixtures}/broken-links.md: missing.md (no such file in the repository)`,
      `${fixtures}/broken-links.md: ../../../../../outside.md (no such file in the repository)`,
      `${fixtures}/broken-links.md: #no-such-heading (no such heading)`,
      `${fixtures}/broken-links.md: ../../../../README.md#no-such-section (no such heading)`,
    ]);
    const shared = ['..', 'shared', 'design', 'ARCHITECTURE.md'].join('/');
    expect(pathsOutsideRepository(repoRoot, 'README.md', `See \`${shared}\`.`)).toEqual([`README.md: ${shared}`]);
    // the web app's own folder named shared, inside the repository, is fine
    expect(pathsOutsideRepository(repoRoot, 'web/src/features/marketing/components/home/page.tsx', "from '../shared/reveal'")).toEqual([]);
  });
});
