import { createApp } from '@src/app';
import { loadConfig } from '@platform/config';
import { createOutboxMailer } from '@platform/mail/outbox-mailer';
import { connectTo } from '../../tests/support/test-database';
import { TEST_JWT_SECRET } from '../../tests/support/test-app';
import { importFiles, type BenchContext, type Scenario, undoImport } from './scenarios';

/**
 * Saved searches with alerts (issue 17 §3, ADR 0016): 2,000 saved searches of 200 members, then a 10,000-row import
 * through the API (timed: it must not slow down, and it cannot, since the import looks at no saved search), then the
 * digest job over them all, in process, as the server's schedule runs it. Each iteration makes every search due again
 * over the same new students; the last one removes the import and the bench members so the catalogue stays at N.
 */
// the smoke (make test) runs it small: it proves the scenario works, the sizes are for make bench
const MEMBERS = process.env.BENCH_SMOKE === '1' ? 10 : 200;
const PER_MEMBER = 10;
const STATES = ['Karnataka', 'Maharashtra', 'Kerala', 'Tamil Nadu', 'Uttar Pradesh', 'Delhi', 'Gujarat', 'West Bengal', 'Rajasthan', 'Telangana'];
const STREAMS = ['Engineering', 'Science', 'Commerce', 'Medical', 'Arts'];
const SEARCHES = ['Sharma', 'Kumar', 'Patel', 'Pune', 'Nair'];

/** A varied query: one filter, two filters, a year, a search, a verified flag (what members save). */
const queryOf = (i: number): Record<string, string> => {
  const state = STATES[i % STATES.length]!;
  const stream = STREAMS[Math.floor(i / 10) % STREAMS.length]!;
  switch (i % 5) {
    case 0:
      return { state };
    case 1:
      return { state, stream };
    case 2:
      return { stream, passingYear: String(2024 + (i % 3)) };
    case 3:
      return { search: SEARCHES[i % SEARCHES.length]! };
    default:
      return { state, mobileVerified: 'true' };
  }
};

type State = {
  run: (now: Date) => Promise<{ emails: number; announced: number }>;
  before: Date;
  batchId: string;
  importMs: number;
  close: () => Promise<void>;
};

async function prepare(ctx: BenchContext): Promise<State> {
  // a run stopped half-way (a failed undo) leaves its members in the reused bench database: start without them
  await ctx.pg.query("delete from website_users where email like 'digest-bench-%@bench.example'");
  const { rows: members } = await ctx.pg.query<{ id: string }>(
    // ADR 0021: each the owner of an institution of their own
    `with numbered as (select g, gen_random_uuid() as institution_id from generate_series(1, $1) g),
       founded as (insert into institutions (id, name, is_verified) select institution_id, 'Bench institution ' || g, true from numbered)
     insert into website_users (email, password, first_name, last_name, is_verified, is_email_verified, institution_id, seat_role)
     select 'digest-bench-' || g || '@bench.example', 'x', 'Bench', 'Member ' || g, true, true, institution_id, 'owner' from numbered returning id`,
    [MEMBERS],
  );
  const queries = members.flatMap((member, m) =>
    Array.from({ length: PER_MEMBER }, (_, k) => [member.id, `Search ${k}`, JSON.stringify(queryOf(m * PER_MEMBER + k))]),
  );
  await ctx.pg.query(
    `insert into saved_searches (member_id, name, query, cadence, last_digest_at)
     select (q->>0)::uuid, q->>1, (q->>2)::jsonb, 'daily', now() from jsonb_array_elements($1::jsonb) q`,
    [JSON.stringify(queries)],
  );
  const { rows } = await ctx.pg.query<{ now: Date }>('select now() as now');
  const [file] = await importFiles(ctx, 1, 90);
  const form = new FormData();
  form.append('csvFile', new File([file!.csv], 'digest-bench.csv', { type: 'text/csv' }));
  const started = performance.now();
  const response = await fetch(`${ctx.url}/api/students/import`, { method: 'POST', body: form, headers: { authorization: `Bearer ${ctx.admin.token}` } });
  const importMs = performance.now() - started;
  const imported = (await response.json()) as { batchId: string };
  const orm = await connectTo(ctx.databaseUrl);
  const app = createApp({
    config: loadConfig({ NODE_ENV: 'test', WEB_DIST: 'web/dist', DATABASE_URL: ctx.databaseUrl }),
    orm,
    mailer: createOutboxMailer(orm, () => {}),
    jwtSecret: TEST_JWT_SECRET,
  });
  return { run: (now) => app.jobs.runDigest(now), before: rows[0]!.now, batchId: imported.batchId, importMs, close: () => orm.close() };
}

export const digestScenario: Scenario = {
  name: `digest: ${(MEMBERS * PER_MEMBER).toLocaleString('en-IN')} saved searches after a 10,000-row import`,
  target: 'import unchanged (no matching at import); digest ≤ 2 min (a background job every 15 min)',
  iterations: 3,
  replaySql: false,
  prepare,
  run: async (ctx, i, state: State) => {
    // every search due again, announcing the same imported students
    await ctx.pg.query(`update saved_searches set last_digest_at = now() - interval '2 days', last_notified_at = $1 where name like 'Search %'`, [
      state.before,
    ]);
    const started = performance.now();
    const outcome = await state.run(new Date());
    const ms = performance.now() - started;
    if (i === 2) {
      await undoImport(ctx, state.batchId);
      await ctx.pg.query("delete from website_users where email like 'digest-bench-%@bench.example'");
      await state.close();
    }
    const note = `${outcome.emails} e-mails, ${outcome.announced} searches with new matches; import of 10,000 rows beside ${(MEMBERS * PER_MEMBER).toLocaleString('en-IN')} saved searches took ${state.importMs.toFixed(0)} ms`;
    return { ms, note };
  },
};
