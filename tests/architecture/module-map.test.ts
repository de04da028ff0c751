import { describe, expect, it } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { moduleDependencies } from './import-rules';
import { cyclesIn, documentedModuleMap, renderModuleMap } from './module-map';

const repoRoot = join(import.meta.dir, '../..');
const fixtures = join(import.meta.dir, 'fixtures');
const read = (path: string) => readFileSync(path, 'utf8');

describe('architecture: docs/architecture.md says what the modules are', () => {
  it("its module map (each module's imports of other modules, errors file, entities) is the one the code has", () => {
    // on failure the diff is the table to paste between the markers
    expect(documentedModuleMap(read(join(repoRoot, 'docs/architecture.md')))).toBe(renderModuleMap(repoRoot));
  });

  it('the map has one row per folder of src/modules, and the modules import each other without a cycle', () => {
    const folders = readdirSync(join(repoRoot, 'src/modules'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect([...moduleDependencies(repoRoot).keys()]).toEqual(folders.map((entry) => entry.name).sort());
    expect(cyclesIn(moduleDependencies(repoRoot))).toEqual([]);
  });

  it('catches a stale map: the fixture document was written before beta imported alpha and alpha had an entity', () => {
    const fixtureRoot = join(fixtures, 'violations');
    expect(moduleDependencies(fixtureRoot)).toEqual(
      new Map([
        ['alpha', []],
        ['beta', ['alpha']],
      ]),
    );
    const stale = documentedModuleMap(read(join(fixtures, 'docs/stale-module-map.md')));
    expect(stale).toContain('| `beta` | no other module | none | none |');
    expect(renderModuleMap(fixtureRoot)).toContain('| `beta` | alpha | none | none |');
    expect(renderModuleMap(fixtureRoot)).toContain('| `alpha` | no other module | none | `thing` |');
    expect(stale).not.toBe(renderModuleMap(fixtureRoot));
    expect(documentedModuleMap('# a document without the markers')).toBeUndefined();
  });

  it('reports each cycle once, from its first module', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', ['d', 'c']],
    ]);
    expect(cyclesIn(graph)).toEqual(['a → b → c → a', 'c → d → c', 'd → d']);
  });
});
