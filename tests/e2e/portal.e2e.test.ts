import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Orm } from '../../src/platform/db/orm';
import { createMember } from '../support/auth';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { connectTo } from '../support/test-database';

let server: RunningServer;
let browser: Browser;
let orm: Orm;

beforeAll(async () => {
  server = await startServer();
  if (!server.databaseUrl) throw new Error('The portal browser test builds members in the database: set TEST_DATABASE_URL');
  orm = await connectTo(server.databaseUrl);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await orm?.close(true);
  await server?.stop();
});

const sql = <T = any>(query: string, params: unknown[] = []) => orm.em.fork().execute(query, params) as Promise<T[]>;

/**
 * The member's session endpoints belong to the identity module. Where this build answers them, the test
 * uses them as they are; where it answers 404 they are stood in for from the database.
 */
async function standInSession(context: BrowserContext, memberId: string) {
  const member = async () => (await sql('select * from website_users where id = ?', [memberId]))[0];
  await context.route('**/api/website/auth/me', async (route) => {
    const real = await route.fetch();
    if (real.status() !== 404) return route.fulfill({ response: real });
    const m = await member();
    const isPremium = m.membership_type === 'premium';
    return route.fulfill({
      json: { user: { id: m.id, firstName: m.first_name, lastName: m.last_name, email: m.email, membershipType: m.membership_type, isPremium, credits: m.credits, isVerified: m.is_verified, isActive: m.is_active } },
    });
  });
  await context.route('**/api/website/credits', async (route) => {
    const real = await route.fetch();
    if (real.status() !== 404) return route.fulfill({ response: real });
    return route.fulfill({ json: { credits: (await member()).credits } });
  });
}

async function openPortalAs(options: Parameters<typeof createMember>[1]): Promise<{ page: Page; member: { id: string } }> {
  const member = await createMember(orm, options);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await standInSession(context, member.id);
  await context.addInitScript((token) => localStorage.setItem('website_auth_token', token), member.token);
  const page = await context.newPage();
  await page.goto(`${server.url}/leads-portal`);
  return { page, member };
}

const rows = (page: Page) => page.locator('section[aria-label="Student leads"] tbody tr');
const balance = (page: Page) => page.getByTestId('credit-balance');

describe('a free member in the portal', () => {
  let page: Page;
  let memberId: string;

  beforeAll(async () => {
    ({ page, member: { id: memberId } } = await openPortalAs({ credits: 100 }));
    await rows(page).first().waitFor();
  });

  it('shows 20 masked students, the stats and the header', async () => {
    expect(await rows(page).count()).toBe(20);
    expect(await page.getByTestId('student-mobile').first().textContent()).toContain('*');
    await page.getByText('Total Students').waitFor();
    expect(await balance(page).textContent()).toBe('100');
  });

  it('searches by name', async () => {
    const [{ student_name: name }] = await sql('select student_name from students order by created_at desc offset 30 limit 1');
    await page.getByLabel('Search students').fill(name);
    await page.waitForFunction((expected) => {
      const cells = Array.from(document.querySelectorAll('section[aria-label="Student leads"] tbody tr'));
      return cells.length > 0 && cells.every((row) => row.textContent?.includes(expected));
    }, name);
    await page.getByRole('button', { name: 'Clear All' }).first().click();
    await page.waitForFunction(() => document.querySelectorAll('section[aria-label="Student leads"] tbody tr').length === 20);
  });

  it('filters by state, then by a city of that state', async () => {
    const [{ state, city }] = await sql(
      "select state, city from students where state is not null and city is not null group by state, city order by count(*) desc limit 1",
    );
    await page.getByLabel('State').selectOption(state);
    await page.waitForFunction((s) => Array.from(document.querySelectorAll('section[aria-label="Student leads"] tbody tr')).every((row) => row.textContent?.includes(s)), state);
    await page.getByLabel('City').selectOption(city);
    await page.waitForFunction((c) => {
      const cells = Array.from(document.querySelectorAll('section[aria-label="Student leads"] tbody tr'));
      return cells.length > 0 && cells.every((row) => row.textContent?.includes(c));
    }, city);
    const [{ n }] = await sql('select count(*)::int as n from students where state = ? and city = ?', [state, city]);
    expect(await rows(page).count()).toBe(Math.min(n, 20));
  });

  it('sorts by student name', async () => {
    await page.getByRole('button', { name: 'Clear All' }).first().click();
    await page.getByRole('button', { name: /^Student/ }).click();
    const [{ student_name: first }] = await sql('select student_name from students order by student_name asc, created_at desc limit 1');
    await page.waitForFunction((expected) => document.querySelector('section[aria-label="Student leads"] tbody tr')?.textContent?.includes(expected), first);
    expect(await page.locator('th[aria-sort="ascending"]').count()).toBe(1);
  });

  it('pages, and the go-to-page input reverts an impossible page', async () => {
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await page.locator('[aria-current="page"]', { hasText: '2' }).waitFor();
    const goTo = page.getByLabel('Go to page');
    await goTo.fill('999');
    await goTo.press('Enter');
    expect(await goTo.inputValue()).toBe('2');
    await goTo.fill('3');
    await goTo.press('Enter');
    await page.locator('[aria-current="page"]', { hasText: '3' }).waitFor();
    await page.getByRole('button', { name: 'First page' }).click();
    await page.locator('[aria-current="page"]', { hasText: '1' }).waitFor();
  });

  it('opens a student with masked contacts and unlocks it: balance drops by 1, contact shown', async () => {
    const name = (await rows(page).first().locator('td').nth(1).locator('div').first().textContent())!;
    await page.getByRole('button', { name: `View ${name}` }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByTestId('detail-mobile').textContent()).toContain('*');
    await dialog.getByRole('button', { name: /Unlock Contact/ }).click();
    await page.getByText('Student Unlocked!').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="credit-balance"]')?.textContent === '99');
    await page.waitForFunction(() => !document.querySelector('[role="dialog"] [data-testid="detail-mobile"]')?.textContent?.includes('*'));
    const [{ mobile_number: mobile }] = await sql(
      'select s.mobile_number from unlocked_students u join students s on s.id = u.student_id where u.user_id = ?',
      [memberId],
    );
    expect(await dialog.getByTestId('detail-mobile').textContent()).toBe(mobile);
    await page.keyboard.press('Escape');
  });

  it('bulk-unlocks three selected students', async () => {
    const locked = page.locator('section[aria-label="Student leads"] tbody tr', { has: page.getByLabel('Locked') });
    for (let i = 0; i < 3; i += 1) await locked.nth(i).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Unlock Selected (3)' }).click();
    await page.getByRole('dialog', { name: 'Bulk Unlock Required' }).getByRole('button', { name: 'Unlock 3 Students' }).click();
    await page.getByText('Students Unlocked!').waitFor();
    await page.getByText('3 students unlocked using 3 credits. 96 credits remaining.').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="credit-balance"]')?.textContent === '96');
    const [{ n }] = await sql('select count(*)::int as n from unlocked_students where user_id = ?', [memberId]);
    expect(n).toBe(4);
  });
});

describe('a premium member in the portal', () => {
  it('sees full contacts and no unlock buttons', async () => {
    const { page } = await openPortalAs({ premium: true });
    await rows(page).first().waitFor();
    await page.getByText('Premium', { exact: true }).waitFor();
    const mobiles = await page.getByTestId('student-mobile').allTextContents();
    expect(mobiles.length).toBe(20);
    expect(mobiles.every((mobile) => /^\d{10}$/.test(mobile))).toBe(true);
    expect(await page.getByRole('button', { name: /^Unlock/ }).count()).toBe(0);
  });
});

describe('an unverified member', () => {
  it('sees the portal blurred behind the verification dialog', async () => {
    const { page } = await openPortalAs({ verified: false });
    const dialog = page.getByRole('dialog', { name: 'Account Verification Required' });
    await dialog.waitFor();
    expect(await dialog.getByText('Your account is under review').isVisible()).toBe(true);
    expect(await dialog.getByRole('link', { name: 'Contact for Verification' }).getAttribute('href')).toBe('/contact');
    expect(await dialog.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    expect(await page.locator('[inert]').count()).toBe(1);
  });
});

describe('signed out', () => {
  it('is sent to /login', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/leads-portal`);
    await page.waitForURL(`${server.url}/login`);
  });
});
