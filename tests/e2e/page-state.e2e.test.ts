import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import type { Orm } from '@platform/db/orm';
import { createAdmin, createMember } from '../support/auth';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { connectTo } from '../support/test-database';
import { followRequests, networkQuiet } from '../support/network';

/**
 * Issue #14 item 7: a screen's view lives in the address bar, so it can be bookmarked, shared, reloaded and walked
 * with Back: the portal's filters, search, sort, page and page size; the saved page's collection, filters and
 * search; the admin tab and each tab's filters. Item 2: the unlock answer carries the student, so the portal shows
 * the contact without asking for the page again.
 */
let server: RunningServer;
let browser: Browser;
let orm: Orm;

beforeAll(async () => {
  server = await startServer();
  if (!server.databaseUrl) throw new Error('The page-state browser test builds members in the database: set TEST_DATABASE_URL');
  orm = await connectTo(server.databaseUrl);
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await orm?.close(true);
  await server?.stop();
});

const sql = <T = any>(query: string, params: unknown[] = []) => orm.em.fork().execute(query, params) as Promise<T[]>;
const DESKTOP = { width: 1280, height: 800 };

async function pageAs(kind: 'member' | 'admin', token: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [kind === 'admin' ? 'auth_token' : 'website_auth_token', token]);
  const page = await context.newPage();
  followRequests(page);
  return page;
}

const rows = (page: Page) => page.locator('section[aria-label="Student leads"] tbody tr');
/** The next student-list call the page makes, as its query parameters. */
const nextListCall = (page: Page) =>
  page.waitForRequest((request) => new URL(request.url()).pathname === '/api/public/students').then((request) => new URL(request.url()).searchParams);

describe('the portal view in the address bar', () => {
  let page: Page;
  let memberId: string;
  let state: string;
  let inState: number;

  beforeAll(async () => {
    const member = await createMember(orm, { credits: 50 });
    memberId = member.id;
    page = await pageAs('member', member.token);
    [{ state, n: inState }] = await sql('select state, count(*)::int as n from students where state is not null group by state order by count(*) desc limit 1');
    expect(inState).toBeGreaterThan(5);
  });
  afterAll(() => page.context().close());

  it('opens the view a link describes (state, sort, order, page, page size) and shows it again after a reload', async () => {
    const link = `/leads-portal?state=${encodeURIComponent(state)}&sortBy=city&sortOrder=desc&page=2&limit=5`;
    const expectView = async (asked: URLSearchParams) => {
      expect(Object.fromEntries(asked)).toEqual({ state, sortBy: 'city', sortOrder: 'desc', page: '2', limit: '5' });
      await rows(page).first().waitFor();
      expect(await page.getByLabel('State').inputValue()).toBe(state);
      expect(await page.getByLabel('Sort by').inputValue()).toBe('city');
      expect(await page.getByRole('button', { name: /^Sort order: descending/ }).isVisible()).toBe(true);
      expect(await page.locator('[aria-current="page"]').textContent()).toBe('2');
      expect(await page.getByLabel('Rows per page').inputValue()).toBe('5');
      expect(await rows(page).count()).toBe(Math.min(5, inState - 5));
      for (const row of await rows(page).all()) expect(await row.textContent()).toContain(state);
    };
    const first = nextListCall(page);
    await page.goto(`${server.url}${link}`);
    await expectView(await first);
    const again = nextListCall(page);
    await page.reload();
    await expectView(await again);
  }, 60_000);

  it('keeps the filters whose values look like numbers or true/false (passing year, PIN code, e-mail status) through a link and a reload', async () => {
    const [{ year, pincode }] = await sql(
      'select passing_year::text as year, pincode from students where state = ? and email_verified and passing_year is not null and pincode is not null group by 1, 2 order by count(*) desc limit 1',
      [state],
    );
    const wanted = { state, passingYear: year, pincode, emailVerified: 'true' };
    const expectView = async (asked: URLSearchParams) => {
      expect(Object.fromEntries(asked)).toMatchObject(wanted);
      await rows(page).first().waitFor();
      expect(await page.getByLabel('Passing Year').inputValue()).toBe(year);
      expect(await page.getByLabel('PIN Code').inputValue()).toBe(pincode);
      expect(await page.getByLabel('Email Status').inputValue()).toBe('true');
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject(wanted);
    };
    const first = nextListCall(page);
    await page.goto(`${server.url}/leads-portal?${new URLSearchParams(wanted)}`);
    await expectView(await first);
    const again = nextListCall(page);
    await page.reload();
    await expectView(await again);
  }, 60_000);

  it('puts each filter change in the history: Back takes the city off, then the state', async () => {
    await page.goto(`${server.url}/leads-portal`);
    await rows(page).first().waitFor();
    const [{ city }] = await sql('select city from students where state = ? and city is not null group by city order by count(*) desc limit 1', [state]);
    await page.getByLabel('State').selectOption(state);
    await page.waitForURL((url) => url.searchParams.get('state') === state);
    await page.getByLabel('City').selectOption(city);
    await page.waitForURL((url) => url.searchParams.get('city') === city);
    await page.waitForFunction(
      (c) => Array.from(document.querySelectorAll('section[aria-label="Student leads"] tbody tr')).every((row) => row.textContent?.includes(c)),
      city,
    );

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('city') && url.searchParams.get('state') === state);
    expect(await page.getByLabel('City').inputValue()).toBe('all');
    expect(await page.getByLabel('State').inputValue()).toBe(state);

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('state'));
    expect(await page.getByLabel('State').inputValue()).toBe('all');
    await page.waitForFunction((n) => document.querySelectorAll('section[aria-label="Student leads"] tbody tr').length === n, 20);
  }, 60_000);

  it('keeps typed words in the address without adding a history entry per keystroke', async () => {
    await page.goto(`${server.url}/leads-portal`);
    await rows(page).first().waitFor();
    const entries = await page.evaluate(() => history.length);
    const [{ city }] = await sql('select city from students where city is not null group by city order by count(*) desc limit 1');
    await page.getByLabel('Search students').pressSequentially(city, { delay: 60 });
    await page.waitForURL((url) => url.searchParams.get('search') === city);
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.waitForFunction(
      (c) => Array.from(document.querySelectorAll('section[aria-label="Student leads"] tbody tr')).every((row) => row.textContent?.includes(c)),
      city,
    );
    await page.reload();
    expect(await page.getByLabel('Search students').inputValue()).toBe(city);
  }, 60_000);

  it('shows the default sort, page and size for values it cannot read, and still applies the ones it can', async () => {
    const asked = nextListCall(page);
    await page.goto(`${server.url}/leads-portal?state=${encodeURIComponent(state)}&page=abc&limit=7&sortBy=nope&sortOrder=up&gender=Robot`);
    expect(Object.fromEntries(await asked)).toEqual({ state, sortBy: 'createdAt', sortOrder: 'desc', page: '1', limit: '20' });
    await rows(page).first().waitFor();
    expect(await rows(page).count()).toBe(Math.min(20, inState));
    expect(await page.getByLabel('Gender').inputValue()).toBe('all');
    expect(await page.getByText('Error loading student leads data').count()).toBe(0);
  }, 60_000);

  it('shows an unlocked contact from the unlock answer, without asking for the page again', async () => {
    await page.goto(`${server.url}/leads-portal`);
    const locked = rows(page)
      .filter({ has: page.getByLabel('Locked') })
      .first();
    await locked.waitFor();
    await page.waitForLoadState('networkidle');
    const name = ((await locked.getByRole('button', { name: /^View / }).getAttribute('aria-label')) ?? '').replace(/^View /, '');
    const listCalls: string[] = [];
    page.on('request', (request) => new URL(request.url()).pathname === '/api/public/students' && listCalls.push(request.url()));
    const before = Number(await page.getByTestId('credit-balance').textContent());
    await page.getByRole('button', { name: `Unlock ${name}` }).click();
    await page.getByText('Student Unlocked!').waitFor();
    const [{ mobile_number: mobile }] = await sql(
      'select s.mobile_number from unlocked_students u join students s on s.id = u.student_id where u.user_id = ?',
      [memberId],
    );
    const row = rows(page).filter({ has: page.getByRole('button', { name: `View ${name}` }) });
    await row.getByTestId('student-mobile').filter({ hasText: mobile }).waitFor();
    await page.waitForFunction((credits) => document.querySelector('[data-testid="credit-balance"]')?.textContent === String(credits), before - 1);
    await networkQuiet(page);
    expect(listCalls).toEqual([]);
  }, 60_000);
});

describe('the saved-students view in the address bar', () => {
  let page: Page;
  let shortlist: string;

  beforeAll(async () => {
    const member = await createMember(orm, { credits: 50 });
    const [box] = await sql("insert into collections (user_id, name, is_default) values (?, 'My Saved Students', true) returning id", [member.id]);
    [{ id: shortlist }] = await sql("insert into collections (user_id, name) values (?, 'Shortlist') returning id", [member.id]);
    const picked = await sql<{ id: string }>('select id from students where state is not null order by created_at desc limit 4');
    await sql('insert into saved_students (user_id, student_id, collection_id) values (?, ?, ?), (?, ?, ?), (?, ?, ?), (?, ?, ?)', [
      member.id,
      picked[0]!.id,
      box.id,
      member.id,
      picked[1]!.id,
      box.id,
      member.id,
      picked[2]!.id,
      shortlist,
      member.id,
      picked[3]!.id,
      shortlist,
    ]);
    page = await pageAs('member', member.token);
  });
  afterAll(() => page.context().close());

  const savedRows = () => page.locator('main table tbody tr');
  const shortlistTile = () => page.getByTestId('collection-tile').filter({ hasText: 'Shortlist' });

  it('shows the collection the address names, and Back returns to it from All Collections', async () => {
    await page.goto(`${server.url}/saved-students?collection=${shortlist}`);
    await savedRows().first().waitFor();
    expect(await shortlistTile().getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('combobox', { name: /^Collection/ }).inputValue()).toBe(shortlist);
    expect(await savedRows().count()).toBe(2);

    await page
      .getByRole('button', { name: /All Collections/ })
      .first()
      .click();
    await page.waitForURL((url) => !url.searchParams.has('collection'));
    await page.waitForFunction(() => document.querySelectorAll('main table tbody tr').length === 4);
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('collection') === shortlist);
    await page.waitForFunction(() => document.querySelectorAll('main table tbody tr').length === 2);
    expect(await shortlistTile().getAttribute('aria-pressed')).toBe('true');
  }, 60_000);

  it('applies a filter from the address, and keeps it through a reload', async () => {
    const [{ state }] = await sql(
      'select s.state from saved_students v join students s on s.id = v.student_id where v.collection_id = ? order by s.state limit 1',
      [shortlist],
    );
    await page.goto(`${server.url}/saved-students?collection=${shortlist}&state=${encodeURIComponent(state)}`);
    await savedRows().first().waitFor();
    expect(await page.getByLabel('State').inputValue()).toBe(state);
    for (const row of await savedRows().all()) expect(await row.textContent()).toContain(state);
    await page.reload();
    await savedRows().first().waitFor();
    expect(await page.getByLabel('State').inputValue()).toBe(state);
  }, 60_000);

  it('drops a collection the member does not have from the address and shows All Collections', async () => {
    await page.goto(`${server.url}/saved-students?collection=00000000-0000-4000-8000-000000000000`);
    await page.waitForURL((url) => !url.searchParams.has('collection'));
    await page.waitForFunction(() => document.querySelectorAll('main table tbody tr').length === 4);
    expect(await page.getByRole('combobox', { name: /^Collection/ }).inputValue()).toBe('all');
  }, 60_000);
});

describe('the admin view in the address bar', () => {
  let page: Page;

  beforeAll(async () => {
    page = await pageAs('admin', (await createAdmin(orm)).token);
  });
  afterAll(() => page.context().close());

  const selectedTab = () => page.getByRole('tab', { selected: true });

  it('opens the tab the address names, and Back returns to the tab before', async () => {
    await page.goto(`${server.url}/system/portal/control-panel?tab=users`);
    await page.getByLabel('Search users').waitFor();
    expect(await selectedTab().textContent()).toStartWith('Users');
    await page.getByRole('tab', { name: 'Audit log' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'audit');
    await page.getByLabel('Actor kind').waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'users');
    await page.getByLabel('Search users').waitFor();
    expect(await selectedTab().textContent()).toStartWith('Users');
  }, 60_000);

  it('opens each tab with the filters the address gives it', async () => {
    const [{ state }] = await sql('select state from students where state is not null group by state order by count(*) desc limit 1');
    const cases: [string, string, string][] = [
      [`tab=students&state=${encodeURIComponent(state)}`, 'Filter by states', state],
      ['tab=users&membership=premium', 'Membership', 'premium'],
      ['tab=uploads&uploadSearch=spring-intake', 'Search uploads', 'spring-intake'],
      ['tab=enquiries&enquiries=assessment', 'Enquiry type', 'assessment'],
      ['tab=audit&actorKind=member', 'Actor kind', 'member'],
    ];
    for (const [query, label, value] of cases) {
      await page.goto(`${server.url}/system/dashboard/management?${query}`);
      const control = page.getByLabel(label, { exact: true });
      await control.waitFor();
      if (label === 'Filter by states') await control.locator(`option[value="${value}"]`).waitFor({ state: 'attached' });
      expect(await control.inputValue()).toBe(value);
    }
  }, 90_000);
});
