import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { lastMail } from '../support/outbox';

let server: RunningServer;
let browser: Browser;
let outbox: Client;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  outbox = new Client({ connectionString: server.databaseUrl });
  await outbox.connect();
}, 120_000);

afterAll(async () => {
  await outbox?.end();
  await browser?.close();
  await server?.stop();
}, 60_000);

/** A fresh browser context per test: its own localStorage, like a new visitor. */
async function freshPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  return context.newPage();
}

const mailTo = (to: string) => lastMail(async (sql, params) => (await outbox.query(sql, params)).rows, to);

describe('member accounts in the browser', () => {
  it('register → the profile shows Pending Admin Approval', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/register`);
    await page.getByLabel('First name').fill('Kavya');
    await page.getByLabel('Last name').fill('Nair');
    await page.getByLabel('Email').fill('kavya.nair@example.in');
    await page.getByLabel('Contact number').fill('9845012345');
    await page.getByLabel('Institution name').fill('Coastal Degree College');
    await page.getByLabel('Password').fill('Kavya#2026');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Account created!').waitFor();
    await page.waitForURL(`${server.url}/leads-portal`);

    await page.goto(`${server.url}/profile`);
    await page.getByRole('heading', { name: 'Kavya Nair' }).waitFor();
    expect(await page.getByText('Pending Admin Approval').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /Credits 100/ }).isVisible()).toBe(true);
    await page.context().close();
  }, 60_000);

  it('forgot → the e-mailed link → reset → sign in with the new password', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/forgot-password`);
    await page.getByLabel('Email').fill('free.member@edureach.local');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('heading', { name: 'Email Sent!' }).waitFor();

    const mail = await mailTo('free.member@edureach.local');
    const link = /(http\S+\/reset-password\?token=\S+)/.exec(mail.text)![1]!;
    const token = new URL(link).searchParams.get('token')!;
    await page.goto(`${server.url}/reset-password?token=${encodeURIComponent(token)}`);
    await page.getByLabel(/^New password/).fill('Renewed#2026');
    await page.getByLabel('Confirm new password').fill('Renewed#2026');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Your password has been reset.').waitFor();
    await page.waitForURL(`${server.url}/login`, { timeout: 10_000 });

    await page.getByLabel('Email').fill('free.member@edureach.local');
    await page.getByLabel('Password').fill('Renewed#2026');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Logged in as Priya Sharma').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('website_auth_token'))).toBeTruthy();
    await page.context().close();
  }, 60_000);

  it('reset-password without a token shows the missing-token state', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/reset-password`);
    await page.getByText('Invalid or missing reset token').waitFor();
    await page.context().close();
  }, 30_000);
});

describe('a member whose session ends (expired, revoked, password changed elsewhere)', () => {
  async function signedInAt(path: string) {
    const page = await freshPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill('premium.member@edureach.local');
    await page.getByLabel('Password').fill('Member@12345');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${server.url}/leads-portal`);
    if (path !== '/leads-portal') await page.goto(`${server.url}${path}`);
    // the screen has made its calls: a call still on its way when the session is revoked below would sign the member
    // out before the reload, and the reload would then find no session to be told about
    await page.waitForLoadState('networkidle');
    return page;
  }
  const revokeAll = () =>
    outbox.query("update auth_sessions set revoked_at = now(), revoked_reason = 'test' where revoked_at is null and subject_type = 'member'");

  it('in the portal, the next call signs them out: token gone, "Authentication failed", on /login', async () => {
    const page = await signedInAt('/leads-portal');
    await page.locator('section[aria-label="Student leads"] tbody tr').first().waitFor();
    await revokeAll();
    // the toast lasts 5 s: watched for from the moment the call fails, not after the sign-in page has loaded
    const told = page.getByText('Authentication failed').waitFor();
    await page.getByRole('searchbox').first().fill('Sharma');
    await Promise.all([told, page.waitForURL(`${server.url}/login`, { timeout: 30_000 })]);
    expect(await page.evaluate(() => localStorage.getItem('website_auth_token'))).toBeNull();
    await page.context().close();
  }, 60_000);

  for (const path of ['/saved-students', '/profile']) {
    it(`on ${path}, reopening the page lands on /login instead of a half-empty screen`, async () => {
      const page = await signedInAt(path);
      await revokeAll();
      const told = page.getByText('Authentication failed').waitFor();
      await page.reload();
      await Promise.all([told, page.waitForURL(`${server.url}/login`, { timeout: 30_000 })]);
      expect(await page.evaluate(() => localStorage.getItem('website_auth_token'))).toBeNull();
      await page.context().close();
    }, 60_000);
  }
});

describe('admin two-step sign-in in the browser', () => {
  it('username and password, then the e-mailed code, lands on the dashboard', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/system/access/secure-auth`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('Admin@12345');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Verification code').waitFor();

    const mail = await mailTo('admin@edureach.local');
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify & Sign In' }).click();
    await page.waitForURL(`${server.url}/system/dashboard/management`);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
    await page.context().close();
  }, 60_000);
});
