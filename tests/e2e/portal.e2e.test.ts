import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import type { Browser, Page, Response } from 'playwright-core';
import type { Orm } from '@platform/db/orm';
import { createMember } from '../support/auth';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { connectTo } from '../support/test-database';
import { addStudents } from '../integration/leads/student-mother';
import { followRequests, networkQuiet } from '../support/network';

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

async function openPortalAs(
  options: Parameters<typeof createMember>[1],
  viewport = { width: 1440, height: 900 },
  on: RunningServer = server,
): Promise<{ page: Page; member: { id: string; token: string } }> {
  const member = await createMember(orm, options);
  const context = await browser.newContext({ viewport });
  await context.addInitScript((token) => localStorage.setItem('website_auth_token', token), member.token);
  const page = await context.newPage();
  followRequests(page);
  await page.goto(`${on.url}/leads-portal`);
  return { page, member };
}

const rows = (page: Page) => page.locator('section[aria-label="Student leads"] tbody tr');
const balance = (page: Page) => page.getByTestId('credit-balance');

describe('a free member in the portal', () => {
  let page: Page;
  let memberId: string;

  beforeAll(async () => {
    ({
      page,
      member: { id: memberId },
    } = await openPortalAs({ credits: 100 }));
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
      'select state, city from students where state is not null and city is not null group by state, city order by count(*) desc limit 1',
    );
    await page.getByLabel('State').selectOption(state);
    await page.waitForFunction(
      (s) => Array.from(document.querySelectorAll('section[aria-label="Student leads"] tbody tr')).every((row) => row.textContent?.includes(s)),
      state,
    );
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
    // on the page as it settles (a click while page 3's rows were arriving was lost once on a busy machine)
    await networkQuiet(page);
    await page.getByRole('button', { name: 'First page' }).click();
    await page.locator('[aria-current="page"]', { hasText: '1' }).waitFor();
  });

  it('opens a student with masked contacts and unlocks it: balance drops by 1, contact shown', async () => {
    const name = (await rows(page).first().locator('td').nth(1).locator('div').first().textContent())!;
    await page
      .getByRole('button', { name: `View ${name}` })
      .first()
      .click();
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

// ── issue #13, "What users meet": the portal at the spec's desktop, 1280×800 ──────────────────────────────────
const DESKTOP = { width: 1280, height: 800 };

/** Parts of a table a member cannot see without scrolling sideways: headers and buttons cut by their card or the window. */
const hiddenTableParts = (page: Page, container: string) =>
  page.evaluate((selector) => {
    const box = document.querySelector(selector)!.getBoundingClientRect();
    const cut = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.right > window.innerWidth + 0.5;
    };
    const scrolls = Array.from(document.querySelectorAll(`${selector} *`)).filter(
      (el) => el.scrollWidth > el.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(el).overflowX),
    );
    return {
      pageScrollsSideways: document.documentElement.scrollWidth > window.innerWidth,
      tableScrollsSideways: scrolls.length > 0,
      cut: Array.from(document.querySelectorAll(`${selector} th, ${selector} td button`))
        .filter(cut)
        .map((el) => el.getAttribute('aria-label') ?? el.textContent),
    };
  }, container);

/** Whether a person would hit `target` when clicking its centre (nothing, like a sticky header, lies on top of it). */
const onTop = (target: ReturnType<Page['locator']>) =>
  target.evaluate((el) => {
    el.scrollIntoView({ block: 'nearest' });
    // hit-test as painted: an open modal turns pointer events off outside itself, which elementFromPoint would see through
    const paintOrder = Object.assign(document.createElement('style'), { textContent: '* { pointer-events: auto !important; }' });
    document.head.append(paintOrder);
    try {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit !== null && (hit === el || el.contains(hit));
    } finally {
      paintOrder.remove();
    }
  });

const apiCall = async (path: string, token: string, json?: unknown) => {
  const response = await fetch(`${server.url}${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: response.status, body: (await response.json()) as any };
};
const creditsOf = async (id: string) =>
  (await sql('select c.credits from institution_credits c join website_users w on w.institution_id = c.institution_id where w.id = ?', [id]))[0]
    .credits as number;

describe('at 1280×800 (issue #13)', () => {
  for (const premium of [false, true]) {
    it(`shows a ${premium ? 'premium' : 'free'} member every column and action of the table, without scrolling sideways`, async () => {
      const { page } = await openPortalAs({ premium }, DESKTOP);
      await rows(page).first().waitFor();
      // the longest values of the catalogue are cut in their cell, not pushing the actions out
      expect(await hiddenTableParts(page, 'section[aria-label="Student leads"]')).toEqual({ pageScrollsSideways: false, tableScrollsSideways: false, cut: [] });
      const firstRow = rows(page).first();
      expect(await onTop(firstRow.getByRole('button', { name: /^(Save|Remove) / }))).toBe(true);
      if (!premium)
        expect(
          await onTop(
            rows(page)
              .filter({ has: page.getByLabel('Locked') })
              .first()
              .getByRole('button', { name: /^Unlock / }),
          ),
        ).toBe(true);
      await page.context().close();
    });
  }

  it('puts a tall dialog above the sticky header: its title, close button and footer can be reached; Escape closes it and gives focus back', async () => {
    const { page } = await openPortalAs({}, DESKTOP);
    await rows(page).first().waitFor();
    await page.mouse.wheel(0, 900);
    const view = rows(page)
      .nth(8)
      .getByRole('button', { name: /^View / });
    await view.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await onTop(dialog.getByRole('heading').first())).toBe(true);
    expect(await onTop(dialog.getByRole('button', { name: 'Close', exact: true }).first())).toBe(true);
    expect(await onTop(dialog.getByRole('button', { name: /Unlock Contact/ }))).toBe(true);
    // the header's own buttons lie under the backdrop now
    expect(await onTop(page.locator('header button', { hasText: 'Logout' }))).toBe(false);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // the dialog hands focus back once it has closed, a frame or so after it leaves the page: wait for it, then assert
    await page.waitForFunction((el) => el === document.activeElement, await view.elementHandle(), { timeout: 5_000 }).catch(() => undefined);
    expect(await view.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it("reaches all 10 sort fields of the spec (and ADR 0026's freshness) from the table, in either order", async () => {
    const { page } = await openPortalAs({}, DESKTOP);
    await rows(page).first().waitFor();
    const sortBy = page.getByLabel('Sort by');
    const fields = await sortBy.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(fields.sort()).toEqual([
      'age',
      'city',
      'course',
      'createdAt',
      'entranceExam',
      'freshness',
      'gender',
      'passingYear',
      'state',
      'stream',
      'studentName',
    ]);
    for (const field of ['gender', 'passingYear', 'entranceExam', 'age']) {
      const asked = page.waitForRequest(
        (request) => request.url().includes('/api/public/students') && request.url().includes(`sortBy=${field}&`) && request.url().includes('sortOrder=asc'),
      );
      await sortBy.selectOption(field);
      await asked;
    }
    const [{ age }] = await sql('select min(age)::int as age from students');
    await page.waitForFunction((years) => document.querySelector('section[aria-label="Student leads"] tbody tr')?.textContent?.includes(`${years} yrs`), age);
    const descending = page.waitForRequest((request) => request.url().includes('sortBy=age&') && request.url().includes('sortOrder=desc'));
    await page.getByRole('button', { name: /^Sort order: ascending/ }).click();
    await descending;
    await page.context().close();
  });

  it('prices Unlock & Save as the server charges it: 1 saved + 2 locked students cost 4 credits, not 5', async () => {
    const { page, member } = await openPortalAs({ credits: 20 }, DESKTOP);
    await rows(page).first().waitFor();
    const [saved, ...locked] = (await sql('select id from students order by created_at desc, id desc limit 3')).map((r) => r.id as string);
    expect((await apiCall('/api/website/students/unlock', member.token, { studentId: saved })).status).toBe(200);
    expect((await apiCall('/api/website/saved-students', member.token, { studentId: saved })).status).toBe(200);
    await page.reload();
    await rows(page).first().waitFor();
    // under a busy machine the page's other reads (balance, saved ids, quotes) can still be arriving: tick once it is still
    await page.waitForLoadState('networkidle');
    for (let i = 0; i < 3; i += 1) await rows(page).nth(i).getByRole('checkbox').check();
    const before = await creditsOf(member.id);
    await page.getByRole('button', { name: 'Save Selected' }).click();
    const options = page.getByRole('dialog', { name: 'Bulk Unlock Options' });
    await options.getByRole('button', { name: 'Unlock & Save (4 credits)' }).waitFor();
    expect(await options.getByRole('button', { name: 'Unlock Only (2 credits)' }).isVisible()).toBe(true);
    await options.getByRole('button', { name: 'Unlock & Save (4 credits)' }).click();
    const picker = page.getByRole('dialog', { name: 'Save to Collection' });
    await picker.getByText('Save 3 students to a collection (2 credits).').waitFor();
    await picker.getByRole('radio').first().check();
    await picker.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Successfully saved 2 students; 1 was already saved; 2 credits consumed').waitFor();
    expect(before - (await creditsOf(member.id))).toBe(4);
    expect(locked).toHaveLength(2);
    await page.context().close();
  });

  it('charges a premium member 1 credit per save, says so, and creates a collection with tags from the portal', async () => {
    const { page, member } = await openPortalAs({ premium: true, credits: 30 }, DESKTOP);
    await rows(page).first().waitFor();
    expect(await page.getByTestId('credit-rules').textContent()).toContain('Saving a student to a collection costs 1 credit');
    for (let i = 0; i < 2; i += 1) await rows(page).nth(i).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Save Selected' }).click();
    const picker = page.getByRole('dialog', { name: 'Save to Collection' });
    await picker.getByText('Save 2 students to a collection (2 credits).').waitFor();
    await picker.getByRole('button', { name: 'New' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Collection' });
    await create.getByLabel('Name').fill('Premium picks');
    const tags = create.getByRole('textbox', { name: 'Tags' });
    await tags.fill('neet');
    await tags.press('Enter');
    await tags.fill('kerala');
    await create.getByRole('button', { name: 'Add', exact: true }).click();
    expect(await create.getByRole('list', { name: 'Tags' }).getByRole('listitem').allTextContents()).toEqual(['neet', 'kerala']);
    await create.getByRole('button', { name: 'Create Collection' }).click();
    await page.getByText('Collection Created').waitFor();
    await picker.getByRole('radio', { name: /Premium picks/ }).waitFor();
    expect(await picker.getByRole('radio', { name: /Premium picks/ }).isChecked()).toBe(true);
    await picker.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Successfully saved 2 students; 0 were already saved; 2 credits consumed').waitFor();
    expect(await creditsOf(member.id)).toBe(28);
    const [row] = await sql("select tags from collections where user_id = ? and name = 'Premium picks'", [member.id]);
    expect(row.tags).toBe('["neet","kerala"]');
    await page.context().close();
  });

  it("shows the server's message when the unlocked list or a bulk unlock fails without one: 'Failed to fetch unlocked students', 'Failed to bulk unlock students'", async () => {
    const member = await createMember(orm, { credits: 20 });
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addInitScript((token) => localStorage.setItem('website_auth_token', token), member.token);
    await context.route('**/api/website/students/unlocked', (route) => route.fulfill({ status: 500, body: '' }));
    await context.route('**/api/website/students/bulk-unlock', (route) => route.fulfill({ status: 500, body: '' }));
    const page = await context.newPage();
    await page.goto(`${server.url}/leads-portal`);
    await page.getByRole('region', { name: 'Credit system' }).getByText('Failed to fetch unlocked students').waitFor();
    await rows(page).first().waitFor();
    const locked = rows(page).filter({ has: page.getByLabel('Locked') });
    await locked.nth(0).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Unlock Selected (1)' }).click();
    await page.getByRole('dialog', { name: 'Bulk Unlock Required' }).getByRole('button', { name: 'Unlock 1 Student', exact: true }).click();
    await page.getByText('Bulk Unlock Failed').waitFor();
    await page.getByText('Failed to bulk unlock students').waitFor();
    await context.close();
  });
});

describe('the scraping guard in the portal (issue #13)', () => {
  let limited: RunningServer;
  beforeAll(async () => {
    limited = await startServer({ STUDENT_LIST_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await limited?.stop();
  });

  it("shows the server's '… wait N seconds' message and asks again only after Retry-After", async () => {
    const limitedOrm = await connectTo(limited.databaseUrl!);
    try {
      const member = await createMember(limitedOrm, {});
      const context = await browser.newContext({ viewport: DESKTOP });
      await context.addInitScript((token) => localStorage.setItem('website_auth_token', token), member.token);
      const page = await context.newPage();
      const listCalls: number[] = [];
      const isListCall = (url: string) => url.includes('/api/public/students?');
      page.on('request', (request) => isListCall(request.url()) && listCalls.push(Date.now()));
      let refusal: Response | undefined;
      page.on('response', (response) => {
        if (isListCall(response.url()) && response.status() === 429) refusal ??= response;
      });
      await page.goto(`${limited.url}/leads-portal`);
      await rows(page).first().waitFor();
      // the 2nd, 3rd and 4th list calls: the 4th is one too many this minute. Each click waits for its page's answer
      // (on a busy machine, clicks that do not wait all go out before the first answer). The limit's window is a fixed
      // minute, so on a slow machine the calls may straddle its turn: the next pages are asked until the refusal comes,
      // and seven more calls cannot all fit in two windows of three.
      for (let more = 0; more < 7 && !refusal; more++) {
        const answered = page.waitForResponse((response) => isListCall(response.url()), { timeout: 60_000 });
        await page.getByRole('button', { name: 'Next page', exact: true }).click();
        await answered;
      }
      expect(refusal).toBeDefined();
      const answer = refusal!;
      const waitSeconds = Number(answer.headers()['retry-after']);
      expect(waitSeconds).toBeGreaterThan(5);
      const alert = page.getByRole('alert').filter({ hasText: 'Too many student list requests' });
      await alert.waitFor();
      expect(await alert.textContent()).toMatch(/Please wait \d+ seconds and try again\./);
      const callsAtRefusal = listCalls.length;
      // the issue asks for this timing: nothing is asked again while Retry-After lasts (5 s of it watched here)
      await page.waitForTimeout(5_000);
      expect(listCalls.length).toBe(callsAtRefusal);
      // the page as it was stays on screen meanwhile
      expect(await rows(page).count()).toBe(20);
      await context.close();
    } finally {
      await limitedOrm.close(true);
    }
  });
});

// ADR 0014: a list longer than its result window says how far it can be paged, and its last-page button stops there.
describe('a list longer than the result window', () => {
  const STATE = 'Window Pradesh';
  beforeAll(async () => {
    await sql(
      `insert into students (student_name, mobile_number, state, city, stream, gender)
       select 'Window Student ' || lpad(g::text, 5, '0'), '6' || lpad(g::text, 9, '0'), ?, 'Window City', 'Science', 'Female'
       from generate_series(1, 10100) g`,
      [STATE],
    );
    // statistics for the rows just loaded, as the product takes them after a bulk load of its own (ADR 0027): without
    // them the first read by name, on a machine busy with every test lane, could pass the 0.7 s box (422)
    await sql('analyze students');
  });
  afterAll(async () => {
    await sql('delete from students where state = ?', [STATE]);
  });

  it('shows the first 10,000 of 10,100 can be paged, and the last page button goes to the last page inside the window', async () => {
    const { page } = await openPortalAs({ premium: true }, { width: 1280, height: 900 });
    await page.goto(`${server.url}/leads-portal?state=${encodeURIComponent(STATE)}&sortBy=studentName&sortOrder=asc&limit=500`);
    // the first read of 10,100 rows by name, 500 a page, can take long while every test lane shares the two cores
    await page.getByText('Showing 1–500 of 10,100 students').waitFor({ timeout: 90_000 });
    expect(await page.getByTestId('result-window-note').textContent()).toBe(
      'Only the first 10,000 can be paged: narrow with filters or a search to see the rest.',
    );
    await page.getByRole('button', { name: 'Last page' }).click();
    await page.getByText('Showing 9,501–10,000 of 10,100 students').waitFor();
    await page.locator('[aria-current="page"]', { hasText: '20' }).waitFor();
    // the counts and the page button change with the address; the rows follow when the page's answer arrives
    await rows(page).first().filter({ hasText: 'Window Student 09501' }).waitFor();
    expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    const goTo = page.getByLabel('Go to page');
    await goTo.fill('21');
    await goTo.press('Enter');
    expect(await goTo.inputValue()).toBe('20');
    // a page past the window, typed into the address, is refused in the server's words
    await page.goto(`${server.url}/leads-portal?state=${encodeURIComponent(STATE)}&sortBy=studentName&sortOrder=asc&limit=500&page=21`);
    await page.getByText('This page is beyond what can be paged').waitFor();
    await page.getByText('Only the first 10,000 students of a filtered, searched or sorted list can be paged').waitFor();
    await page.getByRole('button', { name: 'Go to the first page' }).click();
    await page.getByText('Showing 1–500 of 10,100 students').waitFor();
    await page.context().close();
  }, 180_000);
});

// issue 25 §4: a selection holding a student nobody may contact unlocks and saves the rest, and says who was left out
describe('a selection with a student who asked not to be contacted', () => {
  it('counts only the students it can unlock, says how many are left out, and unlocks the rest', async () => {
    const [dnd] = await addStudents(orm, [
      { studentName: 'Zz Dnd Student', mobileNumber: '9300700001', dateOfBirth: '2000-01-01', age: 26, createdAt: new Date(Date.now() + 60_000) },
      { studentName: 'Zz Open Student', mobileNumber: '9300700002', dateOfBirth: '2000-01-01', age: 26, createdAt: new Date(Date.now() + 50_000) },
    ]);
    await sql("insert into student_do_not_contact (student_id, reason, set_by) values (?, 'objection', 'admin')", [dnd]);
    const { page, member } = await openPortalAs({ credits: 10 }, { width: 1280, height: 800 });
    await rows(page).first().filter({ hasText: 'Zz Dnd Student' }).waitFor();
    for (let i = 0; i < 2; i += 1) await rows(page).nth(i).getByRole('checkbox').check();
    expect(await page.getByTestId('bulk-left-out').textContent()).toContain('1 selected student cannot be contacted');
    await page.getByRole('button', { name: 'Unlock Selected (1)' }).click();
    await page.getByRole('dialog', { name: 'Bulk Unlock Required' }).getByRole('button', { name: 'Unlock 1 Student', exact: true }).click();
    await page.getByText('Students Unlocked!').waitFor();
    expect(await sql('select s.student_name from unlocked_students u join students s on s.id = u.student_id where u.user_id = ?', [member.id])).toEqual([
      { student_name: 'Zz Open Student' },
    ]);
    await page.screenshot({ path: 'tmp/portal-left-out.png' });
    await page.context().close();
  });
});

// issue 25 §3: a member at 0 credits is told so, cannot start what would fail, and can ask the admins for credits
describe('a free member with no credits left', () => {
  it('sees why Unlock does nothing, and requests credits from the banner', async () => {
    const { page, member } = await openPortalAs({ credits: 0 }, { width: 1280, height: 800 });
    await page.getByText('No credits left: unlocking, saving and exporting need credits.').waitFor();
    // the first Unlock button of the list (a student nobody may contact, added by a test above, has none)
    const unlock = page
      .locator('section[aria-label="Student leads"] tbody')
      .getByRole('button', { name: /^Unlock / })
      .first();
    expect(await unlock.getAttribute('aria-disabled')).toBe('true');
    expect(await unlock.getAttribute('title')).toBe('No credits left to unlock: request credits above');
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/students/unlock')) calls.push(request.url());
    });
    // Playwright will not click what says it is disabled; a person's click reaches it, and nothing is sent
    await unlock.click({ force: true });

    await page.getByRole('button', { name: 'Request credits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request credits' });
    await dialog.getByLabel('Credits wanted').fill('150');
    await dialog.getByLabel('Message to the admins').fill('Autumn admissions drive');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('The admins have your request and will add credits to your account.').waitFor();
    await page.getByTestId('credit-request-open').waitFor();
    // the click on Unlock sent nothing, so nothing failed (a 402's 'Unlock Failed' toast would still be up)
    expect(calls).toEqual([]);
    expect(await page.getByText('Unlock Failed').count()).toBe(0);
    expect(await sql('select credits_wanted, message from credit_requests where member_id = ?', [member.id])).toEqual([
      { credits_wanted: 150, message: 'Autumn admissions drive' },
    ]);
    await page.screenshot({ path: 'tmp/portal-no-credits.png' });
    await page.context().close();
  });
});
