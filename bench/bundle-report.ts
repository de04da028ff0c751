/**
 * What each JavaScript chunk of the web build is made of, biggest modules first, with the chunks the entry pulls in
 * statically (what every marketing page downloads). Builds in memory: web/dist is left as it is.
 *   node_modules/.bin/bun bench/bundle-report.ts [chunk name filter]
 */
import { build, type Plugin } from 'vite';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const filter = process.argv[2];
type Chunk = {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  code: string;
  modules: Record<string, { renderedLength: number }>;
};
const report: Plugin = {
  name: 'bundle-report',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((item) => item.type === 'chunk') as unknown as Chunk[];
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const entry = chunks.find((chunk) => chunk.isEntry)!;
    const eager = new Set<string>();
    const visit = (name: string) => {
      if (eager.has(name)) return;
      eager.add(name);
      for (const next of byName.get(name)?.imports ?? []) visit(next);
    };
    visit(entry.fileName);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    let eagerGzip = 0;
    for (const chunk of chunks.sort((a, b) => b.code.length - a.code.length)) {
      const gzip = gzipSync(chunk.code).length;
      if (eager.has(chunk.fileName)) eagerGzip += gzip;
      if (filter && !chunk.fileName.includes(filter)) continue;
      console.log(`\n${chunk.fileName}${eager.has(chunk.fileName) ? ' (loaded by the entry)' : ''}: ${kb(chunk.code.length)}, ${kb(gzip)} gzipped`);
      const modules = Object.entries(chunk.modules).sort((a, b) => b[1].renderedLength - a[1].renderedLength);
      const packages = new Map<string, number>();
      for (const [id, info] of modules) {
        const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
        const key = match ? match[1]! : id.replace(/^.*\/web\/src\//, 'src/');
        packages.set(key, (packages.get(key) ?? 0) + info.renderedLength);
      }
      for (const [name, size] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, filter ? 60 : 12)) console.log(`  ${kb(size).padStart(9)}  ${name}`);
    }
    console.log(`\nentry and its static imports: ${[...eager].join(', ')}\n  ${kb(eagerGzip)} gzipped in all`);
    // what each route's first visit adds to the entry: its split component and what that imports statically
    const gzipOf = new Map(chunks.map((chunk) => [chunk.fileName, gzipSync(chunk.code).length]));
    for (const chunk of chunks.filter((item) => item.isDynamicEntry && item.facadeModuleId?.includes('/routes/'))) {
      const closure = new Set<string>();
      const walk = (name: string) => {
        if (closure.has(name) || eager.has(name)) return;
        closure.add(name);
        for (const next of byName.get(name)?.imports ?? []) walk(next);
      };
      walk(chunk.fileName);
      const extra = [...closure].reduce((sum, name) => sum + (gzipOf.get(name) ?? 0), 0);
      const route = chunk.facadeModuleId!.replace(/^.*\/routes\//, '').replace(/\?.*$/, '');
      console.log(`  ${route.padEnd(36)} +${kb(extra).padStart(9)} in ${closure.size} chunks = ${kb(eagerGzip + extra)}`);
    }
  },
};

process.chdir(join(import.meta.dir, '..', 'web'));
await build({ configFile: join(import.meta.dir, '..', 'web', 'vite.config.ts'), logLevel: 'warn', build: { write: false }, plugins: [report] });
