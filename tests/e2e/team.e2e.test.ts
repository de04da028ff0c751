import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import type { Orm } from '@platform/db/orm';
import { createMember } from '../support/auth';
import { launchBrowser } from '../support/browser';
import { lastMail } from '../support/outbox';
import { startServer, type RunningServer } from '../support/server';
import { connectTo } from '../support/test-database';

/**
 * Issue #28 in the browser (ADR 0021): the owner invites a colleague from Profile › Team; the colleague opens the
 * e-mailed /join link, registers and lands in the team; a solo member signs in and accepts; the owner sets a monthly
 * limit, makes a seat manager, and removes a seat. SCREENSHOT_DIR=<dir> photographs the screens as it goes.
 */
let server: RunningServer;
let browser: Browser;
let orm: Orm;
let owner: Awaited<ReturnType<typeof createMember>>;
const SCREENSHOTS = process.env.SCREENSHOT_DIR;
const COLLEAGUE = 'meera.iyer@example.in';

const shot = async (page: Page, name: string) => {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
};

async function pageWith(token?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (token) await context.addInitScript((value) => localStorage.setItem('website_auth_token', value), token);
  return context.newPage();
}

const mailTo = (to: string) => lastMail((sql, params) => orm.em.fork().execute(sql.replace('$1', '?'), params), to);
/** the /join link of an invitation e-mail, as a path on this test's server */
function joinPathIn(text: string) {
  const link = new URL(/(http\S+\/join\?token=\S+)/.exec(text)![1]!);
  return link.pathname + link.search;
}
const seatRow = (page: Page, text: string) => page.getByTestId('team-seat-row').filter({ hasText: text });

beforeAll(async () => {
  server = await startServer();
  if (!server.databaseUrl) throw new Error('This browser test builds members in the database: set TEST_DATABASE_URL');
  orm = await connectTo(server.databaseUrl);
  owner = await createMember(orm, { credits: 50 });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await orm?.close(true);
  await server?.stop();
});

async function invite(page: Page, email: string, role: 'Member' | 'Manager') {
  await page.getByLabel("Colleague's e-mail").fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption({ label: role });
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await page.getByText(`Invitation sent to ${email}`).first().waitFor();
  await page.getByTestId('team-invite-row').filter({ hasText: email }).waitFor();
}

describe('Profile › Team and /join', () => {
  it('invite → register from the link → limit → role → accept signed in → remove', async () => {
    const ownerPage = await pageWith(owner.token);
    await ownerPage.goto(`${server.url}/profile?tab=team`);
    await ownerPage.getByRole('heading', { name: 'Test Institute' }).waitFor();
    expect(await ownerPage.getByText(/You're the only seat in Test Institute/).isVisible()).toBe(true);
    await shot(ownerPage, 'team-owner-alone');

    await invite(ownerPage, COLLEAGUE, 'Member');
    expect(await ownerPage.getByText(/You're the only seat/).count()).toBe(0);

    // the colleague opens the e-mailed link, signed out: the invitation, and a register form with their address
    const link = joinPathIn((await mailTo(COLLEAGUE)).text);
    const colleague = await pageWith();
    await colleague.goto(`${server.url}${link}`);
    await colleague.getByText('Test Institute invites you to its team as a member.').waitFor();
    expect(await colleague.getByLabel('Email').inputValue()).toBe(COLLEAGUE);
    expect(await colleague.getByRole('link', { name: 'Sign in to accept' }).getAttribute('href')).toContain('returnTo=%2Fjoin%3Ftoken%3D');
    await shot(colleague, 'join-signed-out');
    await colleague.getByLabel('First name').fill('Meera');
    await colleague.getByLabel('Last name').fill('Iyer');
    await colleague.getByLabel('Contact number').fill('9845012399');
    await colleague.getByLabel('Password').fill('Meera#2026');
    await colleague.getByRole('button', { name: 'Create Account' }).click();
    await colleague.getByText('Welcome to Test Institute!').waitFor();
    await colleague.waitForURL(/\/profile\?tab=team/);
    await colleague.getByText('You: Member').waitFor();
    expect(await colleague.getByTestId('team-seat-row').count()).toBe(2);
    // a member sees only their own figures, and no actions
    expect(await seatRow(colleague, 'Meera Iyer').getByRole('cell').nth(3).innerText()).toBe('No limit');
    expect(await seatRow(colleague, owner.email).getByRole('cell').nth(3).innerText()).toBe('—');
    expect(await colleague.getByRole('button', { name: /^Remove / }).count()).toBe(0);
    await shot(colleague, 'team-member');

    // the owner sees the new seat, sets its monthly limit to 5
    await ownerPage.reload();
    await seatRow(ownerPage, 'Meera Iyer').waitFor();
    expect(await ownerPage.getByTestId('team-invite-row').count()).toBe(0);
    await ownerPage.getByRole('button', { name: 'Set limit for Meera Iyer' }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Monthly credit limit' });
    await dialog.getByLabel('Credits per month').fill('5');
    await dialog.getByRole('button', { name: 'Save limit' }).click();
    await ownerPage.getByText('Meera Iyer may use 5 credits a month.').waitFor();
    await expect(seatRow(ownerPage, 'Meera Iyer').getByRole('cell').nth(3).innerText()).resolves.toBe('5');

    // the owner makes her a manager; she sees the manager's screen
    await ownerPage.getByLabel('Role of Meera Iyer').selectOption('manager');
    await ownerPage.getByText('Meera Iyer is now a manager.').waitFor();
    await colleague.reload();
    await colleague.getByText('You: Manager').waitFor();
    expect(await colleague.getByLabel('Role', { exact: true }).locator('option').allInnerTexts()).toEqual(['Member']);

    // a member alone in their own institution, signed in, accepts an invitation
    const solo = await createMember(orm, { email: 'ravi.solo@example.in', credits: 7 });
    await invite(ownerPage, solo.email, 'Member');
    await shot(ownerPage, 'team-owner');
    const soloPage = await pageWith(solo.token);
    await soloPage.goto(`${server.url}${joinPathIn((await mailTo(solo.email)).text)}`);
    await soloPage.getByRole('button', { name: 'Accept invitation' }).waitFor();
    await shot(soloPage, 'join-signed-in');
    await soloPage.getByRole('button', { name: 'Accept invitation' }).click();
    await soloPage.getByText('You joined Test Institute').waitFor();
    await soloPage.getByText('Your 7 remaining credits moved into its pool.').waitFor();
    await soloPage.waitForURL(/\/profile\?tab=team/);
    await seatRow(soloPage, 'Meera Iyer').waitFor();
    expect(await soloPage.getByTestId('team-seat-row').count()).toBe(3);
    await colleague.reload();
    await seatRow(colleague, 'ravi.solo@example.in').waitFor();
    await shot(colleague, 'team-manager');

    // the owner removes a seat: the confirmation says what ends, and the row goes
    await ownerPage.reload();
    await ownerPage
      .getByRole('button', { name: `Remove ${await seatRow(ownerPage, solo.email).locator('td').first().locator('span').first().innerText()}` })
      .click();
    const confirm = ownerPage.getByRole('dialog', { name: 'Remove seat' });
    expect(await confirm.innerText()).toContain('their sessions and API keys end, and their collections and saved students become yours');
    await confirm.getByRole('button', { name: 'Remove seat' }).click();
    await ownerPage.getByText(/has left your institution: \d+ collections? moved to you, 0 API keys revoked/).waitFor();
    await seatRow(ownerPage, solo.email).waitFor({ state: 'detached' });
    expect(await ownerPage.getByTestId('team-seat-row').count()).toBe(2);

    // an unusable link says so
    const stranger = await pageWith();
    await stranger.goto(`${server.url}${link}`);
    await stranger.getByText("This invitation link can't be used").waitFor();
    expect(await stranger.getByText('This invitation has already been used.', { exact: false }).isVisible()).toBe(true);
  }, 180_000);
});
