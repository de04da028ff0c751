import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { csvFile, csvRow } from '../integration/admin/admin-builders';

/**
 * The README's operations targets, each run as a person runs it (`make <target> VAR=…`), against a fresh database on
 * the machine's PostgreSQL (issue 24 §2.6): a target that breaks fails `make test` instead of rotting unseen.
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `ops_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 7)}`;
const databaseUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
})();
const folder = mkdtempSync(join(tmpdir(), 'edureach-ops-'));
let db: Client;

/** `make -s <target> <vars>` with DATABASE_URL set: its exit code and everything it printed. */
async function make(target: string, vars: Record<string, string> = {}, env: Record<string, string> = {}) {
  const child = Bun.spawn(['make', '-s', target, ...Object.entries(vars).map(([key, value]) => `${key}=${value}`)], {
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: folder, NODE_ENV: 'development', ...env },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  // a command that hangs is a failure with its output, not a test timeout with none
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const [code, out, err] = await Promise.all([child.exited, new Response(child.stdout).text(), new Response(child.stderr).text()]);
  clearTimeout(timer);
  return { code, output: `${out}${err}${child.signalCode ? `\n(killed after 60 s: ${child.signalCode})` : ''}` };
}

const count = async (sql: string, params: unknown[] = []) => Number((await db.query(sql, params)).rows[0].n);

beforeAll(async () => {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  db = new Client({ connectionString: databaseUrl });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(folder, { recursive: true, force: true });
});

describe('the operations targets of the README, on PostgreSQL', () => {
  it('make migrate applies every migration to an empty database', async () => {
    const { code, output } = await make('migrate');
    expect(output).toContain('Migrations are up to date.');
    expect(code).toBe(0);
    expect(await count('select count(*) as n from mikro_orm_migrations')).toBeGreaterThan(0);
  });

  it('make seed loads the demo students and accounts, once', async () => {
    const first = await make('seed', {}, { SEED_STUDENTS: '300' });
    expect(first.output).toContain('Seeded 300 demo students');
    expect(first.code).toBe(0);
    expect(await count('select count(*) as n from students')).toBe(300);
    const again = await make('seed', {}, { SEED_STUDENTS: '300' });
    expect(again.code).toBe(0);
    expect(again.output).not.toContain('Seeded');
    expect(await count('select count(*) as n from students')).toBe(300);
  });

  it('make admin creates an admin', async () => {
    const { code, output } = await make('admin', { USERNAME: 'opsadmin', EMAIL: 'ops@edureach.in', PASSWORD: 'Ops#Admin2026' });
    expect(output).toContain('Admin "opsadmin" <ops@edureach.in> created.');
    expect(code).toBe(0);
    expect(await count("select count(*) as n from users where username = 'opsadmin'")).toBe(1);
  });

  it('make import loads a CSV and make erase removes one of its students for good', async () => {
    const file = join(folder, 'students.csv');
    writeFileSync(file, await csvFile([csvRow('7522000001', { name: 'Ops Import' }), csvRow('7522000002', { name: 'Ops Import' })]).text());
    const imported = await make('import', { FILE: file });
    expect(imported.output).toContain('2 of 2 students imported');
    expect(imported.code).toBe(0);
    expect(await count("select count(*) as n from students where student_name = 'Ops Import'")).toBe(2);

    const erased = await make('erase', { STUDENT: '7522000001' });
    expect(erased.output).toMatch(/Student [0-9a-f-]{36} erased/);
    expect(erased.code).toBe(0);
    expect(await count("select count(*) as n from students where mobile_number = '7522000001'")).toBe(0);
    expect(await count("select count(*) as n from students where mobile_number = '7522000002'")).toBe(1);
  });

  it('make retention lists (DRY_RUN=1) and then carries out the run', async () => {
    const dry = await make('retention', { DRY_RUN: '1' });
    expect(dry.output).toContain('Retention (dry run, nothing changed):');
    expect(dry.code).toBe(0);
    const real = await make('retention');
    expect(real.output).toMatch(/Retention: \d+ notified, \d+ erased/);
    expect(real.code).toBe(0);
  });

  it('make incident writes the report of an audit-log window', async () => {
    const out = join(folder, 'incident.csv');
    const { code, output } = await make('incident', { FROM: '2020-01-01', TO: '2099-01-01', OUT: out });
    expect(code).toBe(0);
    expect(output).toContain(out);
    expect(existsSync(out)).toBe(true);
    // the erasure above is in the window
    expect(readFileSync(out, 'utf8').length).toBeGreaterThan(0);
  });

  it('make digest sends the saved searches due now', async () => {
    const { code, output } = await make('digest');
    expect(output).toMatch(/Digest: \d+ e-mail\(s\) to \d+ member\(s\)/);
    expect(code).toBe(0);
  });
});
