import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import type { Orm } from '@platform/db/orm';
import { createMember } from '../support/auth';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { connectTo } from '../support/test-database';

let server: RunningServer;
let browser: Browser;
let orm: Orm;
let page: Page;
let memberId: string;

const sql = <T = any>(query: string, params: unknown[] = []) => orm.em.fork().execute(query, params) as Promise<T[]>;

const toast = (text: string) => page.getByText(text, { exact: false }).first().waitFor();
const rows = () => page.locator('main table tbody tr');

beforeAll(async () => {
  server = await startServer();
  if (!server.databaseUrl) throw new Error('The saved-students browser test builds members in the database: set TEST_DATABASE_URL');
  orm = await connectTo(server.databaseUrl);
  browser = await launchBrowser();
  const member = await createMember(orm, { credits: 100 });
  memberId = member.id;
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  await context.addInitScript((token) => localStorage.setItem('website_auth_token', token), member.token);
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await orm?.close(true);
  await server?.stop();
});

describe('saved students and collections in the browser', () => {
  let savedName: string;

  it('unlocks and saves a student from the portal into a new collection', async () => {
    await page.goto(`${server.url}/leads-portal`);
    const firstRow = page.locator('section[aria-label="Student leads"] tbody tr').first();
    await firstRow.waitFor();
    const saveButton = firstRow.getByRole('button', { name: /^Save / });
    savedName = ((await saveButton.getAttribute('aria-label')) ?? '').replace(/^Save /, '');
    // issue 25 §7: the price and the balance after it, before any click that charges
    const balance = (
      await sql('select c.credits from institution_credits c join website_users w on w.institution_id = c.institution_id where w.id = ?', [memberId])
    )[0].credits as number;
    // the price's title follows the balance, which may still be on its way when the rows show
    await firstRow.locator('button[title^="Costs"]').first().waitFor();
    expect(await firstRow.getByRole('button', { name: /^Unlock / }).getAttribute('title')).toBe(`Costs 1 credit · ${balance - 1} left after`);
    await saveButton.click();
    await page
      .getByTestId('balance-after')
      .getByText(`You have ${balance} credits; after unlocking: ${balance - 1}, unlocking and saving: ${balance - 2}.`)
      .waitFor();
    await page.getByRole('button', { name: /Unlock & Save/ }).click();
    await page.getByRole('dialog', { name: 'Save to Collection' }).waitFor();
    await page.getByRole('button', { name: 'New' }).click();
    await page.getByLabel('Name').fill('E2E Toppers');
    await page.getByRole('button', { name: 'Create Collection' }).click();
    await page.getByRole('dialog', { name: 'Save to Collection' }).getByRole('button', { name: 'Save', exact: true }).click();
    await toast('The student was added to your collection.');
    const saved = await sql('select c.name from saved_students s join collections c on c.id = s.collection_id where s.user_id = ?', [memberId]);
    expect(saved).toEqual([{ name: 'E2E Toppers' }]);
  });

  it('opens /saved-students with the saved list, then filters it', async () => {
    // three more saved students in the default collection, one with a name a spreadsheet would run as a formula
    const extra = await sql<{ id: string }>(
      `select id from students where id not in (select student_id from saved_students where user_id = ?) order by created_at desc limit 3`,
      [memberId],
    );
    await sql(`update students set student_name = '=HYPERLINK("x")', state = 'Goa' where id = ?`, [extra[0]!.id]);
    await sql(`insert into unlocked_students (user_id, student_id) select ?, id from students where id in (?, ?, ?)`, [memberId, ...extra.map((e) => e.id)]);
    await page.goto(`${server.url}/saved-students`);
    await page.getByRole('heading', { name: 'My Saved Students' }).waitFor();
    const [fallback] = await sql('select id from collections where user_id = ? and is_default', [memberId]);
    await sql(`insert into saved_students (user_id, student_id, collection_id) select ?, id, ? from students where id in (?, ?, ?)`, [
      memberId,
      fallback.id,
      ...extra.map((e) => e.id),
    ]);
    await page.reload();
    await rows().first().waitFor();
    expect(await page.getByTestId('saved-count').textContent()).toBe('(4)');
    expect(await rows().count()).toBe(4);

    await page.getByLabel('State').selectOption('Goa');
    expect(await rows().count()).toBe(1);
    await page.getByRole('button', { name: 'Clear All' }).click();
    await page.getByLabel('Search saved students').fill(savedName.slice(0, 6).toUpperCase());
    await page.getByText(savedName).first().waitFor();
    await page.getByRole('button', { name: 'Clear All' }).click();
    expect(await rows().count()).toBe(4);
  });

  it('adds a personal note from the detail modal', async () => {
    await page.getByRole('button', { name: `View ${savedName}` }).click();
    await page.getByLabel('Personal Notes').fill('Interested in engineering; call after 6 pm');
    await page.getByRole('button', { name: 'Save Notes' }).click();
    await toast('Notes saved');
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).last().click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const [row] = await sql('select notes from saved_students where user_id = ? and notes is not null', [memberId]);
    expect(row.notes).toBe('Interested in engineering; call after 6 pm');
  });

  it('moves two students into the new collection', async () => {
    await page
      .getByRole('button', { name: /My Saved Students/ })
      .first()
      .click();
    expect(await rows().count()).toBe(3);
    // the three extra students were saved in one statement (same savedAt), so their order is not fixed: pick by content
    await rows().filter({ hasText: '=HYPERLINK' }).getByRole('checkbox').check();
    await rows().filter({ hasNotText: '=HYPERLINK' }).first().getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Move to Collection' }).click();
    await page.getByRole('radio', { name: /E2E Toppers/ }).check();
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await toast('Successfully moved 2 students.');
    const [{ n }] = await sql(
      "select count(*)::int as n from saved_students s join collections c on c.id = s.collection_id where s.user_id = ? and c.name = 'E2E Toppers'",
      [memberId],
    );
    expect(n).toBe(3);
  });

  it('exports the collection: the CSV downloads with header, rows and neutralised cells, and credits are spent', async () => {
    const before = (
      await sql('select c.credits from institution_credits c join website_users w on w.institution_id = c.institution_id where w.id = ?', [memberId])
    )[0].credits;
    await page
      .getByRole('button', { name: /E2E Toppers/ })
      .first()
      .click();
    await page
      .getByRole('button', { name: /3 students/ })
      .first()
      .waitFor();
    // issue 25 §7: priced and confirmed first, with why a student already paid for is charged again
    await page.getByRole('button', { name: 'Export Collection' }).click();
    const confirm = page.getByRole('dialog', { name: 'Export to CSV' });
    const priced = confirm.getByTestId('export-confirm');
    await priced.getByText(`Costs 3 credits: you have ${before}, ${before - 3} after the export.`).waitFor();
    expect(await priced.innerText()).toContain('3 students are shown in full and cost 1 credit each, even if you unlocked and saved them before');
    expect(
      await sql('select c.credits from institution_credits c join website_users w on w.institution_id = c.institution_id where w.id = ?', [memberId]),
    ).toEqual([{ credits: before }]);
    const downloading = page.waitForEvent('download');
    await confirm.getByRole('button', { name: 'Export (3 credits)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^saved-students-e2e-toppers-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    const lines = text
      .trimEnd()
      .split('\r\n')
      .filter((line) => /^("|[^,])/.test(line) && !line.startsWith('Exported on'));
    expect(text.split('\r\n')[0]).toStartWith('Student Name,Gender,Age,');
    expect(text).toContain(savedName);
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines.length).toBeGreaterThanOrEqual(4);
    await toast('Collection Exported');
    const after = (
      await sql('select c.credits from institution_credits c join website_users w on w.institution_id = c.institution_id where w.id = ?', [memberId])
    )[0].credits;
    expect(after).toBe(before - 3);
    const noted = await sql("select count(*)::int as n from saved_students where user_id = ? and notes like '%Exported on %'", [memberId]);
    expect(noted[0].n).toBe(3);
  });

  it('archives a collection from its tile only after a confirmation (issue #13)', async () => {
    const archived = async () => (await sql("select is_archived from collections where user_id = ? and name = 'E2E Toppers'", [memberId]))[0].is_archived;
    await page.getByRole('button', { name: 'Archive E2E Toppers' }).click();
    const confirm = page.getByRole('dialog', { name: 'Archive Collection' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await archived()).toBe(false);
    await page.getByRole('button', { name: 'Archive E2E Toppers' }).click();
    await confirm.getByRole('button', { name: 'Archive', exact: true }).click();
    await toast('Collection Archived');
    await page.getByRole('button', { name: 'Archive E2E Toppers' }).waitFor({ state: 'detached' });
    expect(await archived()).toBe(true);
  });

  it('lists archived collections in the picker and as move targets while Show Archived is on (issue #13)', async () => {
    const picker = page.getByRole('combobox', { name: /^Collection/ });
    const listed = async () => picker.locator('option').allTextContents();
    await picker.selectOption('all');
    expect((await listed()).some((text) => text.startsWith('E2E Toppers'))).toBe(false);
    await page.getByRole('button', { name: /Show Archived/ }).click();
    await page.getByText('Archived', { exact: true }).first().waitFor();
    expect(await listed()).toContain('E2E Toppers (3) (archived)');
    // a student of the default collection moves into the archived one
    await rows().filter({ hasText: savedName }).first().waitFor();
    const [{ student_id: stayed }] = await sql(
      'select s.student_id from saved_students s join collections c on c.id = s.collection_id where s.user_id = ? and c.is_default',
      [memberId],
    );
    const [{ student_name: stayedName }] = await sql('select student_name from students where id = ?', [stayed]);
    await rows().filter({ hasText: stayedName }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Move to Collection' }).click();
    const move = page.getByRole('dialog', { name: 'Move to Collection' });
    await move.getByRole('radio', { name: /E2E Toppers/ }).check();
    await move.getByRole('button', { name: 'Move', exact: true }).click();
    await toast('Successfully moved 1 student.');
    const [{ n }] = await sql(
      "select count(*)::int as n from saved_students s join collections c on c.id = s.collection_id where s.user_id = ? and c.name = 'E2E Toppers'",
      [memberId],
    );
    expect(n).toBe(4);
    await page.getByRole('button', { name: 'Hide Archived' }).click();
    expect((await listed()).some((text) => text.startsWith('E2E Toppers'))).toBe(false);
    await page.getByRole('button', { name: /Show Archived/ }).click();
  });

  it('unarchives the collection', async () => {
    await page.getByRole('button', { name: 'Unarchive E2E Toppers' }).click();
    await toast('Collection Unarchived');
    const [row] = await sql("select is_archived from collections where user_id = ? and name = 'E2E Toppers'", [memberId]);
    expect(row.is_archived).toBe(false);
  });

  it("edits a collection's name, description, colour and tags from its tile (issue #13)", async () => {
    await page.getByRole('button', { name: 'Edit E2E Toppers' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Collection' });
    expect(await edit.getByLabel('Name').inputValue()).toBe('E2E Toppers');
    await edit.getByLabel('Name').fill('E2E Achievers');
    await edit.getByLabel('Description').fill('Top JEE scorers');
    await edit.getByRole('radio', { name: 'Green' }).click();
    await edit.getByRole('textbox', { name: 'Tags' }).fill('jee');
    await edit.getByRole('textbox', { name: 'Tags' }).press('Enter');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Collection updated successfully');
    const [row] = await sql("select name, description, color, tags from collections where user_id = ? and name = 'E2E Achievers'", [memberId]);
    expect(row).toEqual({ name: 'E2E Achievers', description: 'Top JEE scorers', color: '#10b981', tags: '["jee"]' });
    await page.getByTestId('collection-tile').filter({ hasText: 'E2E Achievers' }).getByText('jee', { exact: true }).waitFor();

    // a name the member already uses: the server's words, under the spec's title
    await page.getByRole('button', { name: 'Edit E2E Achievers' }).click();
    await edit.getByLabel('Name').fill('My Saved Students');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Failed to update collection');
    await toast('A collection named My Saved Students already exists. Please choose a different name.');
    await edit.getByRole('button', { name: 'Cancel' }).click();
  });
});

const DESKTOP = { width: 1280, height: 800 };

describe('the saved-students page at 1280×800 (issue #13)', () => {
  let desk: Page;
  beforeAll(async () => {
    const member = await createMember(orm, { credits: 100, premium: true });
    const picked = await sql<{ id: string }>('select id from students order by created_at desc limit 4');
    const [box] = await sql("insert into collections (user_id, name, is_default) values (?, 'My Saved Students', true) returning id", [member.id]);
    const [other] = await sql("insert into collections (user_id, name) values (?, 'Shortlist') returning id", [member.id]);
    await sql(
      `update students set student_name = 'Venkata Subrahmanya Lakshmi Narasimha Chowdary', email_id = 'venkata.subrahmanya.lakshmi.narasimha@rediffmail.com' where id = ?`,
      [picked[0]!.id],
    );
    await sql(`insert into saved_students (user_id, student_id, collection_id) select ?, id, ? from students where id in (?, ?, ?, ?)`, [
      member.id,
      box.id,
      ...picked.map((p) => p.id),
    ]);
    expect(other.id).toBeTruthy();
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addInitScript((token) => localStorage.setItem('website_auth_token', token), member.token);
    desk = await context.newPage();
  });

  it('shows every column and action of the table without scrolling sideways', async () => {
    await desk.goto(`${server.url}/saved-students`);
    await desk.locator('main table tbody tr').first().waitFor();
    const hidden = await desk.evaluate(() => {
      const card =
        document.querySelector('main table')!.closest('div.card, [class*="card"]') ?? document.querySelector('main table')!.parentElement!.parentElement!;
      const box = card.getBoundingClientRect();
      const cut = Array.from(document.querySelectorAll('main table th, main table td button')).filter((el) => {
        const r = el.getBoundingClientRect();
        return r.right > box.right + 0.5 || r.right > window.innerWidth + 0.5;
      });
      const wrap = document.querySelector('main table')!.parentElement!;
      return {
        page: document.documentElement.scrollWidth > window.innerWidth,
        table: wrap.scrollWidth > wrap.clientWidth + 1,
        cut: cut.map((el) => el.getAttribute('aria-label') ?? el.textContent),
      };
    });
    expect(hidden).toEqual({ page: false, table: false, cut: [] });
  });

  it("says 'Failed to move student' when a move fails without a message, and moves the student when it works", async () => {
    const [first] = await desk
      .locator('main table tbody tr')
      .first()
      .getByRole('button', { name: /^View / })
      .all();
    await first!.click();
    const detail = desk.getByRole('dialog');
    await detail.waitFor();
    // the title and close button of the tall dialog are above the sticky header
    const onTop = (target: ReturnType<Page['locator']>) =>
      target.evaluate((el) => {
        // hit-test as painted: an open modal turns pointer events off outside itself, which elementFromPoint would see through
        const paintOrder = Object.assign(document.createElement('style'), { textContent: '* { pointer-events: auto !important; }' });
        document.head.append(paintOrder);
        try {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return hit !== null && el.contains(hit);
        } finally {
          paintOrder.remove();
        }
      });
    expect(await onTop(detail.getByRole('heading').first())).toBe(true);
    expect(await onTop(detail.getByRole('button', { name: 'Close', exact: true }).last())).toBe(true);
    expect(await onTop(desk.locator('header button', { hasText: 'Logout' }))).toBe(false);
    await detail.getByLabel('Move to another collection').selectOption({ label: 'Shortlist' });
    await desk.route('**/api/website/saved-students/*/move', (route) => route.fulfill({ status: 500, body: '' }));
    await detail.getByRole('button', { name: 'Move', exact: true }).click();
    await desk.getByText('Failed to move student').first().waitFor();
    await desk.unroute('**/api/website/saved-students/*/move');
    await detail.getByRole('button', { name: 'Move', exact: true }).click();
    await desk.getByText('Student Moved').first().waitFor();
    await desk.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    // the dialog hands the focus back as it unmounts, a frame or so after it leaves the page (later on a busy machine)
    const focused = () => first!.evaluate((el) => el === document.activeElement);
    for (let waited = 0; !(await focused()) && waited < 5_000; waited += 100) await desk.waitForTimeout(100);
    expect(await focused()).toBe(true);
  });

  it("says 'Request failed: {status}' when the saved list fails without a message", async () => {
    await desk.route(
      (url) => /\/api\/website\/saved-students\/?$/.test(url.pathname),
      (route) => (route.request().method() === 'GET' ? route.fulfill({ status: 503, body: '' }) : route.fallback()),
    );
    await desk.reload();
    await desk.getByRole('alert').getByText('Request failed: 503').waitFor();
    await desk.getByRole('alert').getByText('Failed to load saved students').waitFor();
  });
});

describe('an unverified member on /saved-students', () => {
  it('meets the verification dialog over the blocked page, and the page never asks for the saved list', async () => {
    const member = await createMember(orm, { verified: false });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript((token) => localStorage.setItem('website_auth_token', token), member.token);
    const refused: string[] = [];
    const unverifiedPage = await context.newPage();
    unverifiedPage.on('response', (response) => response.status() >= 400 && refused.push(`${response.status()} ${response.url()}`));
    await unverifiedPage.goto(`${server.url}/saved-students`);
    await unverifiedPage.getByRole('dialog', { name: 'Account Verification Required' }).waitFor();
    await unverifiedPage.waitForLoadState('networkidle');
    expect(await unverifiedPage.getByRole('link', { name: 'Contact for Verification' }).isVisible()).toBe(true);
    expect(refused).toEqual([]);
    await context.close();
  }, 60_000);
});
