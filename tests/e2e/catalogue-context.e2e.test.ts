import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import type { Orm } from '@platform/db/orm';
import { createMember } from '../support/auth';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { connectTo } from '../support/test-database';

/** Issue 25 §6: the catalogue keeps its context: the view, the count above the fold, pages, ranges, all matching. */
let server: RunningServer;
let browser: Browser;
let orm: Orm;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  orm = await connectTo(server.databaseUrl!);
  browser = await launchBrowser();
  const member = await createMember(orm, { credits: 100 });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((token) => localStorage.setItem('website_auth_token', token), member.token);
  page = await context.newPage();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await orm?.close(true);
  await server?.stop();
});

const rows = () => page.locator('section[aria-label="Student leads"] tbody tr');
const selectedCount = async () => Number(/(\d+) selected/.exec(await page.getByRole('region', { name: 'Bulk actions' }).innerText())?.[1] ?? 0);

describe('the catalogue keeps its context (issue 25 §6)', () => {
  it('shows the count by the filters and the first rows without scrolling at 1280 × 800', async () => {
    await page.goto(`${server.url}/leads-portal`);
    await rows().first().waitFor();
    // as the member sees it once the page has loaded (a panel still loading may be a line taller for a moment)
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('match-count').innerText()).toMatch(/^[\d,]+ students$/);
    // the first row may be a minor's, the tallest a row usually is (name, age, the under-18 badge, the season's places)
    const first = await rows().first().boundingBox();
    expect(first!.y + first!.height).toBeLessThanOrEqual(800);
    await page.screenshot({ path: '/tmp/catalogue-1280x800.png' });
  }, 60_000);

  it('keeps the first rows where they are while the saved searches load', async () => {
    const slow = await page.context().newPage();
    try {
      let answerSavedSearches = () => {};
      const held = new Promise<void>((resolve) => (answerSavedSearches = resolve));
      await slow.route('**/api/**saved-searches**', async (route) => {
        await held;
        await route.continue();
      });
      await slow.goto(`${server.url}/leads-portal`);
      const first = slow.locator('section[aria-label="Student leads"] tbody tr').first();
      await first.waitFor();
      await slow.getByText('Loading saved searches…').waitFor();
      const whileLoading = (await first.boundingBox())!.y;
      answerSavedSearches();
      await slow.getByText('No saved searches yet', { exact: false }).waitFor();
      expect((await first.boundingBox())!.y).toBe(whileLoading);
    } finally {
      await slow.close();
    }
  }, 60_000);

  it('comes back from Saved Students to the filtered view it left', async () => {
    const [{ state }] = (await orm.em.fork().execute('select state from students group by state order by count(*) desc limit 1')) as { state: string }[];
    const unfiltered = await page.getByTestId('match-count').innerText();
    await page.getByRole('combobox', { name: 'State' }).selectOption(state);
    await page.waitForURL(/state=/);
    for (const deadline = Date.now() + 10_000; (await page.getByTestId('match-count').innerText()) === unfiltered && Date.now() < deadline; )
      await Bun.sleep(50);
    const filtered = await page.getByTestId('match-count').innerText();
    expect(filtered).not.toBe(unfiltered);
    await page.getByRole('link', { name: 'Saved Students' }).click();
    await page.getByRole('heading', { name: 'My Saved Students' }).waitFor();
    await page.getByRole('link', { name: 'Back to Leads Portal' }).click();
    await rows().first().waitFor();
    expect(await page.getByRole('combobox', { name: 'State' }).inputValue()).toBe(state);
    expect(await page.getByTestId('match-count').innerText()).toBe(filtered);
  }, 60_000);

  it('says how many pages there are when "Go to page" asks for one past the end', async () => {
    await page.getByRole('button', { name: 'Clear All' }).click();
    await page.waitForURL((url) => !url.search.includes('state='));
    const pages = Number(
      await page
        .getByRole('button', { name: /^Page \d+$/ })
        .last()
        .innerText(),
    );
    const goTo = page.getByLabel('Go to page');
    await goTo.fill(String(pages + 40));
    await goTo.press('Enter');
    await page.getByRole('status').getByText(`There are ${pages} pages`).waitFor();
    expect(await goTo.inputValue()).toBe('1');
  }, 60_000);

  it('ticks a range with shift-click', async () => {
    await rows().nth(0).getByRole('checkbox').click();
    await rows()
      .nth(3)
      .getByRole('checkbox')
      .click({ modifiers: ['Shift'] });
    expect(await selectedCount()).toBe(4);
    for (const i of [0, 1, 2, 3]) expect(await rows().nth(i).getByRole('checkbox').isChecked()).toBe(true);
    expect(await rows().nth(4).getByRole('checkbox').isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Clear Selection' }).click();
  }, 60_000);

  it('selects every matching student where the server allows it', async () => {
    const [{ state, n }] = (await orm.em
      .fork()
      .execute('select state, count(*)::int as n from students group by state having count(*) between 21 and 500 order by count(*) desc limit 1')) as {
      state: string;
      n: number;
    }[];
    await page.goto(`${server.url}/leads-portal?state=${encodeURIComponent(state)}`);
    await rows().first().waitFor();
    const onPage = await rows().count();
    expect(onPage).toBeLessThan(n);
    await page.getByRole('checkbox', { name: 'Select all students on this page' }).click();
    await page.getByRole('button', { name: `Select all ${n} matching` }).click();
    await page.getByText(`All ${n} matching students are selected.`).waitFor();
    expect(await selectedCount()).toBe(n);
  }, 60_000);
});
