import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Browser, Download, Locator, Page } from 'playwright-core';
import type { Orm } from '@platform/db/orm';
import { createAdmin } from '../support/auth';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { connectTo } from '../support/test-database';
import { csvFile, csvRow } from '../integration/admin/admin-builders';

/** Issue 25 §8: the import dialog as the admin met it, at 1280 and 1440 px. */
let server: RunningServer;
let browser: Browser;
let page: Page;
let orm: Orm;

beforeAll(async () => {
  server = await startServer();
  orm = await connectTo(server.databaseUrl!);
  const admin = await createAdmin(orm);
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  await page.goto(server.url);
  await page.evaluate((token) => localStorage.setItem('auth_token', token), admin.token);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await orm?.close(true);
  await server?.stop();
});

const imported = async () =>
  ((await orm.em.fork().execute("select count(*)::int as n from students where mobile_number like '98666%'")) as { n: number }[])[0]!.n;

/** What in the dialog sticks out of it, or scrolls sideways, or clips its own text. */
const overflows = (dialog: Locator) =>
  dialog.evaluate((root) => {
    const box = root.getBoundingClientRect();
    const problems: string[] = [];
    for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1) continue; // visually hidden (the native file input)
      const name = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
      if (rect.width > 0 && (rect.right > box.right + 1 || rect.left < box.left - 1)) problems.push(`${name} sticks out`);
      if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible')
        problems.push(`${name} scrolls or clips sideways`);
    }
    return problems;
  });

const savedCsv = async (download: Download) => {
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parse(new TextDecoder().decode(bytes), { bom: true, relax_column_count: true }) as string[][];
};

describe('import dialog (issue 25 §8)', () => {
  it('previews the file, imports once, announces a partial import as partial, and hands over the failed rows', async () => {
    await page.goto(`${server.url}/system/dashboard/management`);
    await page.getByRole('tab', { name: /^Students/ }).click();
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Template with consent columns').waitFor();
    await page.screenshot({ path: '/tmp/import-1280-empty.png' });
    expect(await overflows(dialog)).toEqual([]);

    const lines = [
      csvRow('9866600001'), //                              row 2: fine
      csvRow('9866600002', { email: 'broken' }), //         row 3: invalid
      csvRow('9866600001', { name: '=1+2' }), //            row 4: same as row 2
      `${csvRow('9866600004')},surplus,cells`, //           row 5: two cells too many
      csvRow('9866600005'), //                              row 6: fine
    ];
    const file = csvFile(lines, 'partial-import.csv');
    await page.setInputFiles('#csv-file', { name: 'partial-import.csv', mimeType: 'text/csv', buffer: Buffer.from(await file.arrayBuffer()) });
    const check = dialog.getByRole('list', { name: 'File check' });
    await check.waitFor();
    expect((await check.getByRole('listitem').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
      '5 rows',
      '2 valid',
      '2 invalid',
      '1 duplicate',
    ]);
    expect(await imported()).toBe(0);
    const errors = dialog.getByRole('list', { name: 'Row errors' });
    expect(await errors.innerText()).toContain('Row 5: The row has 23 cells but the header has 21 columns.');
    await page.screenshot({ path: '/tmp/import-1280-preview.png' });
    expect(await overflows(dialog)).toEqual([]);

    // the failed rows, from the preview
    let downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download failed rows (3)' }).click();
    let download = await downloading;
    expect(download.suggestedFilename()).toBe('partial-import-failed-rows.csv');
    const [header, ...failed] = await savedCsv(download);
    expect(header!.slice(0, 4)).toEqual(['row', 'error', 'student_name', 'email_id']);
    expect(failed.map((cells) => cells.slice(0, 4))).toEqual([
      ['3', 'Valid email required', 'Asha Rao', 'broken'],
      ['4', 'Duplicate mobile number 9866600001: same as row 2', "'=1+2", 'asha@example.in'],
      ['5', expect.stringContaining('The row has 23 cells'), 'Asha Rao', 'asha@example.in'],
    ]);

    const importButton = dialog.getByRole('button', { name: 'Import 2 students' });
    await importButton.click();
    await page.getByText('Partial Import', { exact: true }).waitFor();
    await page.getByText('Imported 2 of 5 students; 3 rows had errors').first().waitFor();
    expect(await page.getByText('Import Successful', { exact: true }).count()).toBe(0);
    expect(await importButton.isDisabled()).toBe(true);
    expect(await imported()).toBe(2);
    await page.screenshot({ path: '/tmp/import-1280-result.png' });
    expect(await overflows(dialog)).toEqual([]);

    // the failed rows, after the import
    downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download failed rows (3)' }).click();
    download = await downloading;
    expect((await savedCsv(download)).map((cells) => cells[0])).toEqual(['row', '3', '4', '5']);

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: '/tmp/import-1440-result.png' });
    expect(await overflows(dialog)).toEqual([]);
    const rowNumber = errors.getByText('Row 5:');
    expect(await rowNumber.isVisible()).toBe(true);
    const [listBox, numberBox] = [await errors.boundingBox(), await rowNumber.boundingBox()];
    expect(numberBox!.x).toBeGreaterThanOrEqual(listBox!.x);
  }, 120_000);
});
