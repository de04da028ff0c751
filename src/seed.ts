import type { Config } from './platform/config';
import type { Orm } from './platform/db/orm';
import { ensureDemoAccounts } from './modules/identity';
import { seedStudentsIfEmpty } from './modules/leads';

/** Demo data for a first run: students from the generator and, outside production, the demo sign-ins. */
export async function seedIfEmpty(orm: Orm, config: Pick<Config, 'seedStudents' | 'databaseUrl' | 'env'>) {
  const started = performance.now();
  const added = await seedStudentsIfEmpty(orm, config.seedStudents);
  if (added) console.log(`Seeded ${added.toLocaleString('en-IN')} demo students in ${Math.round(performance.now() - started)} ms.`);
  // documented passwords: never on a production database (its first admin comes from `make admin`)
  if (config.env === 'production') return;
  const accounts = await ensureDemoAccounts(orm);
  if (accounts.length) {
    console.log('Demo sign-ins (local mode only):');
    for (const account of accounts) console.log(`  ${account.role}: ${account.login} / ${account.password}`);
  }
}
