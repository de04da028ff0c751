import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { csvFile, csvRow, upload } from '../integration/admin/admin-builders';
import { startServer, type RunningServer } from '../support/server';

/**
 * The product as the README runs it (issue 24 §2.2): `make start`'s entry point, src/main.ts, with nothing but a port
 * and a fresh data folder — the embedded database, the default demo seed, every background job on — left idle for a
 * minute and then used as people and a command line use it, while /api/health is asked every second. Then a SIGTERM
 * and a restart on the same folder. Before issue 24 the webhook worker's reconnects wedged the embedded database
 * within half a minute and every request answered 503 from then on.
 */
const IDLE_MS = 61_000;
let server: RunningServer;
const health: { at: number; status: number }[] = [];
let polling = true;
let poller: Promise<void>;
const run = `first-run-${Date.now().toString(36)}`;
const cliFolder = mkdtempSync(join(tmpdir(), 'edureach-first-run-'));

const member = { email: 'free.member@edureach.local', password: 'Member@12345' };
const mobiles = { portal: ['7411000001', '7411000002', '7411000003'], cli: ['7411000011', '7411000012'] };
let memberToken = '';
let adminToken = '';
let unlockedId = '';

async function call(path: string, init: { method?: string; json?: unknown; token?: string; body?: BodyInit } = {}) {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  const text = await response.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: response.status, body };
}

const pollHealth = async () => {
  while (polling) {
    const at = Date.now();
    let status = 0;
    try {
      status = (await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5_000) })).status;
    } catch {}
    health.push({ at, status });
    await Bun.sleep(Math.max(0, 1_000 - (Date.now() - at)));
  }
};

/** What the running server printed after `from`, once `pattern` shows up in it. */
async function waitForOutput(pattern: RegExp, from: number, timeoutMs = 10_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = server.output().slice(from).match(pattern);
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`the server never printed ${pattern}`);
    await Bun.sleep(100);
  }
}

beforeAll(async () => {
  // the first start migrates and seeds 5,000 students on the embedded database: on a loaded machine, minutes
  server = await startServer({}, { embedded: true, asReadmeSays: true, startTimeoutMs: 200_000 });
  poller = pollHealth();
}, 240_000);

afterAll(async () => {
  polling = false;
  await poller;
  await server?.stop();
  rmSync(cliFolder, { recursive: true, force: true });
});

describe('make start on the embedded database, as the README runs it', () => {
  it(
    'seeds the demo and keeps serving through a minute left idle, every background job running',
    async () => {
      expect(server.output()).toContain('EduReach is running');
      expect(server.output()).toContain('Database: embedded PGlite in');
      await Bun.sleep(IDLE_MS);
      const { status, body } = await call('/api/health');
      expect(status).toBe(200);
      expect(body).toEqual({
        status: 'ok',
        database: 'up',
        jobs: [
          { name: 'webhook-deliveries', state: 'ok', failures: 0 },
          { name: 'saved-search-digests', state: 'ok', failures: 0 },
        ],
      });
    },
    IDLE_MS + 30_000,
  );

  it('then lets the demo member sign in, list, unlock, save and export', async () => {
    const login = await call('/api/website/auth/login', { method: 'POST', json: member });
    expect(login.status).toBe(200);
    memberToken = login.body.token;

    const list = await call('/api/public/students?limit=20', { token: memberToken });
    expect(list.status).toBe(200);
    expect(list.body.students).toHaveLength(20);
    const locked = list.body.students.find((student: { isUnlocked?: boolean; mobileNumber: string | null }) => student.mobileNumber?.includes('*'));
    expect(locked).toBeDefined();
    unlockedId = locked.id;

    const unlock = await call('/api/website/students/unlock', { method: 'POST', json: { studentId: unlockedId }, token: memberToken });
    expect(unlock.status).toBe(200);
    expect(unlock.body).toMatchObject({ creditsConsumed: 1, alreadyUnlocked: false });
    expect(unlock.body.student.mobileNumber).toMatch(/^\d{10}$/);

    const save = await call('/api/website/saved-students', { method: 'POST', json: { studentId: unlockedId }, token: memberToken });
    expect(save.status).toBe(200);
    expect(save.body.savedCount).toBe(1);

    const exported = await call('/api/website/saved-students/export', { method: 'POST', json: { studentIds: [unlockedId] }, token: memberToken });
    expect(exported.status).toBe(200);
    expect(exported.body).toContain(locked.studentName);
    expect(exported.body).toContain(unlock.body.student.mobileNumber);
  });

  it('stores a contact enquiry', async () => {
    const form = {
      institutionName: 'First Run Institute',
      contactName: 'Kavya Menon',
      email: 'kavya@example.in',
      phone: '9876543210',
      serviceInterest: 'Student leads',
      message: `${run}: please call us about admissions.`,
    };
    expect((await call('/api/contact', { method: 'POST', json: form })).status).toBe(201);
  });

  it('lets the demo admin sign in with the code printed by the console outbox and import a CSV', async () => {
    const from = server.output().length;
    const login = await call('/api/auth/admin-login', { method: 'POST', json: { username: 'admin', password: 'Admin@12345' } });
    expect(login.status).toBe(200);
    expect(login.body.requiresOtp).toBe(true);
    const [, code] = await waitForOutput(/Your sign-in code is (\d{6})\./, from);
    const verified = await call('/api/auth/verify-otp', { method: 'POST', json: { userId: login.body.userId, otp: code } });
    expect(verified.status).toBe(200);
    adminToken = verified.body.token;

    const imported = await call('/api/students/import', {
      method: 'POST',
      token: adminToken,
      body: upload(csvFile(mobiles.portal.map((mobile) => csvRow(mobile, { name: 'Portal Import' })))),
    });
    expect(imported.status).toBe(200);
    expect(imported.body.imported).toBe(3);
  });

  it('runs a command line import against it through its socket, as `make import` does', async () => {
    const file = join(cliFolder, 'students.csv');
    writeFileSync(file, await csvFile(mobiles.cli.map((mobile) => csvRow(mobile, { name: 'Cli Import' }))).text());
    const cli = Bun.spawn(['node_modules/.bin/bun', 'src/cli.ts', 'import', '--file', file], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: server.dataDir },
      stdout: 'pipe',
      stderr: 'pipe',
    });
    const [code, out, err] = await Promise.all([cli.exited, new Response(cli.stdout).text(), new Response(cli.stderr).text()]);
    expect(`${out}${err}`).toContain('2 of 2 students imported');
    // its after-work (the search index merge) never reports the command's own closing as a failure
    expect(`${out}${err}`).not.toContain('failed');
    expect(code).toBe(0);
    // the server sees them at once: one database
    const found = await call('/api/students?search=Cli%20Import&limit=10', { token: adminToken });
    expect(found.status).toBe(200);
    expect(found.body.students.map((student: { mobileNumber: string }) => student.mobileNumber).sort()).toEqual(mobiles.cli);
  });

  it('answered /api/health with 200 every second throughout, and the log holds no lost connection', () => {
    const seconds = (health.at(-1)!.at - health[0]!.at) / 1000;
    expect(seconds).toBeGreaterThan(IDLE_MS / 1000);
    expect(health.length).toBeGreaterThan(seconds * 0.9);
    expect(health.filter((check) => check.status !== 200)).toEqual([]);
    expect(server.output()).not.toContain('Connection terminated');
    expect(server.output()).not.toContain('failed:');
  });

  it('refuses to start a second server on the same port, naming the port, while the first keeps serving', async () => {
    const port = new URL(server.url).port;
    const otherFolder = mkdtempSync(join(tmpdir(), 'edureach-second-'));
    try {
      const second = Bun.spawn(['node_modules/.bin/bun', 'src/main.ts'], {
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: port, HOST: '127.0.0.1', DATA_DIR: otherFolder },
        stdout: 'pipe',
        stderr: 'pipe',
      });
      const [code, err] = await Promise.all([second.exited, new Response(second.stderr).text()]);
      expect(code).toBe(1);
      expect(err).toContain(`Port ${port} on 127.0.0.1 is already in use`);
      // it stopped before opening a database of its own
      expect(existsSync(join(otherFolder, 'pgdata'))).toBe(false);
    } finally {
      rmSync(otherFolder, { recursive: true, force: true });
    }
    expect((await call('/api/health')).status).toBe(200);
  });

  it('stops within 5 s of SIGTERM, closing the embedded database and removing its marker', async () => {
    polling = false;
    await poller;
    const marker = join(server.dataDir, 'embedded-db.json');
    expect(existsSync(marker)).toBe(true);
    const started = Date.now();
    await server.stop({ keepData: true });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(server.process.exitCode).toBe(0);
    expect(existsSync(marker)).toBe(false);
    expect(server.output()).toMatch(/Stopped in \d+\.\d s\./);
  });

  it('starts again on the same folder with everything kept', async () => {
    server = await startServer({}, { embedded: true, asReadmeSays: true, dataDir: server.dataDir, startTimeoutMs: 200_000 });
    // no second seed: the demo accounts and students are the first run's
    expect(server.output()).not.toContain('Seeded');
    const login = await call('/api/website/auth/login', { method: 'POST', json: member });
    expect(login.status).toBe(200);
    const unlocked = await call('/api/website/students/unlocked', { token: login.body.token });
    expect(unlocked.status).toBe(200);
    expect(JSON.stringify(unlocked.body)).toContain(unlockedId);
    const saved = await call('/api/website/saved-students', { token: login.body.token });
    expect(JSON.stringify(saved.body)).toContain(unlockedId);
    // the admin's session survived too: the signing secret lives in the data folder
    const enquiries = await call('/api/contact-submissions', { token: adminToken });
    expect(enquiries.status).toBe(200);
    expect(JSON.stringify(enquiries.body)).toContain(run);
    const batches = await call('/api/students/import-batches', { token: adminToken });
    expect(batches.status).toBe(200);
    expect(batches.body.batches.map((batch: { successfulImports: number }) => batch.successfulImports).sort()).toEqual([2, 3]);
  }, 240_000);
});
