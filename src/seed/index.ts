import type { Config } from '@platform/config';
import type { Orm } from '@platform/db/orm';
import { ensureDemoAccounts } from '@modules/identity';
import { insertStudentsIfEmpty, seededStudents } from '@modules/leads';
import { seedDemoConsents } from '@modules/privacy';
import { generateStudents } from './student-generator';

/** Demo data for a first run: students from the generator and, outside production, the demo sign-ins. */
export async function seedIfEmpty(orm: Orm, config: Pick<Config, 'seedStudents' | 'databaseUrl' | 'env'>) {
  const started = performance.now();
  const added = await insertStudentsIfEmpty(orm, generateStudents({ count: config.seedStudents }));
  if (added) console.log(`Seeded ${added.toLocaleString('en-IN')} demo students in ${Math.round(performance.now() - started)} ms.`);
  if (added && config.env !== 'production') {
    // ADR 0013: consents in every state (guardians' for most minors, some withdrawn, some never recorded) and some
    // records marked "Do not contact" (ADR 0017), so a new user sees each state
    const today = new Date().toISOString().slice(0, 10);
    const consents = await seedDemoConsents(orm, await seededStudents(orm, today), today);
    console.log(`Recorded ${consents.toLocaleString('en-IN')} demo consents.`);
  }
  // documented passwords: never on a production database (its first admin comes from `make admin`)
  if (config.env === 'production') return;
  const accounts = await ensureDemoAccounts(orm);
  if (accounts.length) {
    console.log('Demo sign-ins (local mode only):');
    for (const account of accounts) console.log(`  ${account.role}: ${account.login} / ${account.password}`);
  }
}
