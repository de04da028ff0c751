import { afterAll, describe, expect, it } from 'bun:test';
import { Client } from 'pg';

/**
 * Short runs of `make chaos` and `make soak` (issue 24 §2.6): the same scripts the targets run, with the knobs the
 * README documents turned down, so that their own traffic and checks are exercised by every `make test`. (The targets
 * themselves also rebuild the web app first, which the server under test does not need.) Before issue 24 both ended
 * "FAILED" on their own traffic: searches shorter than the product accepts.
 */
const SOAK_DATABASE = `edureach_soak_check_${Date.now().toString(36)}`;
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function script(path: string, env: Record<string, string>) {
  const child = Bun.spawn(['node_modules/.bin/bun', path], { env: { ...process.env, ...env }, stdout: 'pipe', stderr: 'pipe' });
  const [code, out, err] = await Promise.all([child.exited, new Response(child.stdout).text(), new Response(child.stderr).text()]);
  return { code, output: `${out}${err}` };
}

afterAll(async () => {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${SOAK_DATABASE} with (force)`);
  await admin.end();
});

describe('operations targets under load', () => {
  it('make chaos, short: a 3 s PostgreSQL outage under load loses nothing and the server serves again within 5 s', async () => {
    const { code, output } = await script('bench/chaos.ts', {
      CHAOS_STUDENTS: '3000',
      CHAOS_CLIENTS: '6',
      CHAOS_MEMBERS: '10',
      CHAOS_OUTAGE_SECONDS: '3',
      CHAOS_LOAD_SECONDS: '3',
      CHAOS_REPORT: `/tmp/edureach-chaos-check-${process.pid}.txt`,
    });
    expect(output).toContain('chaos: all checks passed');
    expect(output).not.toContain('SEARCH_TOO_SHORT');
    expect(code).toBe(0);
  }, 240_000);

  it('make soak, short: 10 s of mixed traffic, every acknowledged write kept and no request failed', async () => {
    const { code, output } = await script('bench/soak.ts', {
      SOAK_SECONDS: '10',
      SOAK_CLIENTS: '8',
      SOAK_MEMBERS: '10',
      SOAK_STUDENTS: '3000',
      SOAK_DATABASE,
      SOAK_DATABASE_SERVER: serverUrl,
      SOAK_REPORT: `/tmp/edureach-soak-check-${process.pid}.md`,
    });
    expect(output).toContain('soak: all checks passed');
    expect(output).not.toContain('SEARCH_TOO_SHORT');
    expect(code).toBe(0);
  }, 240_000);
});
