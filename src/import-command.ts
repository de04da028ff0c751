/** `make import FILE=…`: the same import use case as the admin portal's upload, run from the command line. */
import { basename } from 'node:path';
import { systemActor } from './platform/audit/audit-trail';
import type { Config } from './platform/config';
import type { Orm } from './platform/db/orm';
import { commandDeps, moduleGraph } from './composition-root';
import { isDomainError } from './platform/kernel/domain-error';

export async function importCsvFile(orm: Orm, config: Config, path: string | undefined): Promise<number> {
  if (!path) {
    console.error('Usage: make import FILE=path/to/students.csv (the template: GET /api/students/import-template)');
    return 2;
  }
  const file = Bun.file(path);
  if (!(await file.exists())) {
    console.error(`No file at ${path}`);
    return 2;
  }
  // the import needs student administration alone: the graph builds imports and what it depends on, no routes
  const deps = commandDeps(orm, config);
  const imports = moduleGraph(deps).imports;
  try {
    const result = await imports.importFile({
      fileName: basename(path),
      fileSize: file.size,
      uploadedBy: null,
      actor: systemActor('make import'),
      content: file.stream(),
    });
    // the search index's merge runs after the import's answer: done before the command closes the database
    await deps.background.drain(30_000);
    console.log(`${result.imported} of ${result.totalRecords} students imported (batch ${result.batchId}, ${result.status}).`);
    for (const error of result.errors.slice(0, 50)) console.log(`  row ${error.row}: ${error.message}`);
    if (result.errors.length > 50) console.log(`  … and ${result.errors.length - 50} more (see the Upload History tab)`);
    return result.imported === 0 ? 1 : 0;
  } catch (error) {
    if (isDomainError(error)) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}
