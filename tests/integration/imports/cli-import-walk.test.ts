import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@platform/config';
import { tracedStatements } from '@support/sql-trace';
import { createTestDatabase, type TestDatabase } from '@support/test-database';
import { commandDeps, moduleGraph } from '@src/composition-root';
import { importCsvFile } from '@src/import-command';
import { CSV_HEADER, csvRow } from '../admin/admin-builders';

/**
 * `make import` of a two-row CSV into an empty catalogue: the statements the command sends (docs/architecture.md,
 * "A CSV import from the command line"), the search index's merge (background work the command waits for) included.
 */
const CLI_IMPORT_STATEMENTS = 8;

let db: TestDatabase;
let folder: string;
beforeAll(async () => {
  db = await createTestDatabase();
  folder = mkdtempSync(join(tmpdir(), 'cli-import-'));
});
afterAll(async () => {
  await db.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('make import, walked', () => {
  it('imports a two-row file with the statements the architecture page counts', async () => {
    const file = join(folder, 'students.csv');
    writeFileSync(file, `${CSV_HEADER}\r\n${csvRow('9800000001')}\r\n${csvRow('9800000002', { name: 'Ravi Kumar' })}\r\n`);
    let code = -1;
    const statements = await tracedStatements(db.orm, async () => {
      code = await importCsvFile(db.orm, loadConfig({ NODE_ENV: 'test' }), file);
    });
    expect(code).toBe(0);
    expect(statements).toHaveLength(CLI_IMPORT_STATEMENTS);
    expect(statements.filter((sql) => sql.includes('gin_clean_pending_list'))).toHaveLength(1);
    expect(readFileSync(join(import.meta.dir, '../../../docs/architecture.md'), 'utf8')).toContain(`**${CLI_IMPORT_STATEMENTS} SQL statements**`);
  });

  it('builds the modules the import needs and no others, without routes', () => {
    const graph = moduleGraph(commandDeps(db.orm, loadConfig({ NODE_ENV: 'test' })));
    expect(typeof graph.imports.importFile).toBe('function');
    expect(graph.built()).toEqual(['credits', 'privacy', 'webhooks', 'leads', 'imports']);
  });
});
