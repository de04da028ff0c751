import { Client } from 'pg';
import { allEntities } from '@src/app';
import { createOrm, migrate } from '@platform/db/orm';
import { copyStudents } from '@modules/leads';
import { DEVELOPMENT_CONTACT_HASH_SECRET } from '@platform/config';
import { createContactHasher } from '@modules/privacy/application/contact-hasher';
import { generateStudents } from '@src/seed/student-generator';

/** Creates the bench database if needed, applies the real migrations and loads exactly `count` generated students. */
export async function ensureDataset(
  serverUrl: string,
  database: string,
  count: number,
  log: (line: string) => void,
  { reload = process.env.BENCH_RELOAD === '1' } = {},
) {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [database]);
  if (!exists.rowCount) await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const orm = await createOrm({ url: url.toString(), entities: allEntities, poolSize: 2 });
  await migrate(orm);
  await orm.close(true);

  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  const { rows } = await client.query<{ n: string }>("select count(*) as n from students where data_source <> 'Bench Import'");
  const present = Number(rows[0].n);
  if (process.env.BENCH_AS_IS === '1') {
    // measure what the database holds now (another run may have added rows): no load, no clean-up, no truncation; but
    // never under the name of a size it does not hold (an empty database the server seeded with its 5,000 demo students)
    await client.end();
    if (present < count) throw new Error(`BENCH_AS_IS: ${database} holds ${present.toLocaleString('en-IN')} students, not ${count.toLocaleString('en-IN')}`);
    log(`BENCH_AS_IS: measuring ${database} as it is (${present.toLocaleString('en-IN')} students)`);
    return url.toString();
  }
  // A 10M catalogue takes an hour to load: one that holds a different number of students is never thrown away unasked.
  if (present !== 0 && present !== count && !reload) {
    await client.end();
    throw new Error(
      `${database} holds ${present.toLocaleString('en-IN')} students, not ${count.toLocaleString('en-IN')}; refusing to truncate it. ` +
        `Reload it on purpose with BENCH_RELOAD=1 (or drop the database), or set BENCH_STUDENTS=${present}.`,
    );
  }
  if (present !== count) {
    log(`loading ${count.toLocaleString('en-IN')} students (COPY, indexes rebuilt afterwards from the migrations' own definitions)…`);
    const started = performance.now();
    await client.query('truncate students cascade');
    // Same indexes the migrations made, rebuilt after the load: faster, and identical in the end. Their definitions are
    // kept in a table of the bench database until rebuilt, so a load interrupted after the drop rebuilds them next time.
    await client.query('create table if not exists bench_dropped_indexes (name text primary key, def text not null)');
    await client.query(
      'insert into bench_dropped_indexes select i.indexname, i.indexdef from pg_indexes i join pg_class c on c.relname = i.indexname ' +
        "where i.tablename in ('students', 'student_name_words') and not exists (select 1 from pg_constraint k where k.conindid = c.oid) on conflict (name) do nothing",
    );
    const indexes = await client.query<{ name: string; def: string }>('select name, def from bench_dropped_indexes');
    for (const index of indexes.rows) await client.query(`drop index if exists "${index.name}"`);
    // ADR 0024: the contact hashes written with the rows, under the bench server's key (it sets no CONTACT_HASH_SECRET),
    // as a server that has run since the migration holds them: the upkeep would otherwise rewrite every row after start
    const hash = createContactHasher(process.env.CONTACT_HASH_SECRET ?? DEVELOPMENT_CONTACT_HASH_SECRET);
    await copyStudents(client, generateStudents({ count }), (row) => {
      const hashes = hash({ email: row.emailId, mobile: row.mobileNumber });
      return { email: hashes.find((h) => h.kind === 'email')?.hash ?? '', mobile: hashes.find((h) => h.kind === 'mobile')?.hash ?? '' };
    });
    log(`  COPY done in ${((performance.now() - started) / 1000).toFixed(1)} s; building ${indexes.rowCount} indexes…`);
    await client.query("set maintenance_work_mem = '1GB'");
    for (const index of indexes.rows) await client.query(index.def);
    await client.query('drop table bench_dropped_indexes');
    log(`  loaded and indexed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  await client.query("delete from students where data_source = 'Bench Import'");
  await client.query('vacuum analyze students, student_name_words');
  await client.end();
  return url.toString();
}
