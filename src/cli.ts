/** Ops commands behind the make targets: migrate, seed, import (and, as its issue lands, admin). */
import { parseArgs } from 'node:util';
import { importCsvFile } from './import-command';
import { allEntities } from './app';
import { loadConfig } from './platform/config';
import { openDatabase } from './platform/db/database';
import { seedIfEmpty } from './seed';

const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({ args: rest, options: { username: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' }, file: { type: 'string' } }, strict: false });

const config = loadConfig();
// With the embedded database, a CLI shares the running server's socket instead of opening the data folder twice.
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, entities: allEntities, shareRunningServer: true });

try {
  switch (command) {
    case 'migrate':
      console.log('Migrations are up to date.');
      break;
    case 'seed':
      await seedIfEmpty(database.orm, config);
      console.log('Seed complete.');
      break;
    case 'import':
      process.exitCode = await importCsvFile(database.orm, config, typeof values.file === 'string' ? values.file : undefined);
      break;
    default:
      console.error(`Unknown command "${command ?? ''}". Use one of: migrate, seed, import.`);
      process.exitCode = 2;
  }
} finally {
  await database.close();
}
void values;
