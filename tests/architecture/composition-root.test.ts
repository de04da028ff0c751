import { describe, expect, it } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '@platform/config';
import type { Orm } from '@platform/db/orm';
import type { ModuleDeps } from '@platform/module';
import { moduleGraph } from '@src/composition-root';

const root = join(import.meta.dir, '../..');
const modules = readdirSync(join(root, 'src/modules')).sort();

/** Building the APIs touches no database: an ORM that throws on use proves the graph can be built and read here. */
const deps = {
  orm: new Proxy({}, { get: () => () => Promise.reject(new Error('no database in this test')) }) as unknown as Orm,
  config: loadConfig({ NODE_ENV: 'test' }),
  clock: { now: () => new Date() },
} as ModuleDeps;

describe('architecture: one composition root (src/composition-root.ts)', () => {
  it('builds every module once, each from modules already built, without a cycle', () => {
    const graph = moduleGraph(deps);
    for (const name of modules) expect(graph[name as keyof typeof graph]).toBeDefined();
    expect([...graph.built()].filter((name) => name !== 'links').sort()).toEqual(modules);
    expect(graph.built().indexOf('credits')).toBeLessThan(graph.built().indexOf('identity'));
    expect(graph.built().indexOf('privacy')).toBeLessThan(graph.built().indexOf('leads'));
  });

  it('is the only place outside tests that builds a module API', () => {
    const builders = new Set(modules.map((name) => `create${name[0]!.toUpperCase()}${name.slice(1)}Api(`));
    const callers = [...new Bun.Glob('src/**/*.ts').scanSync(root)].filter((file) => {
      if (file.endsWith('.test.ts') || file === 'src/composition-root.ts' || /^src\/modules\/[a-z]+\/index\.ts$/.test(file)) return false;
      const text = readFileSync(join(root, file), 'utf8');
      return [...builders].some((builder) => text.includes(builder));
    });
    expect(callers).toEqual([]);
  });

  it('each module exports its API builder from index.ts and no module returns { routes, api }', () => {
    for (const name of modules) {
      const door = readFileSync(join(root, 'src/modules', name, 'index.ts'), 'utf8');
      expect(door).toContain(`export function create${name[0]!.toUpperCase()}${name.slice(1)}Api(`);
      expect(door).not.toMatch(/return \{ routes[,:]/);
    }
  });
});
