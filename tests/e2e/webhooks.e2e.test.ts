import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import type { Orm } from '@platform/db/orm';
import { verifySignature } from '@modules/webhooks/application/signature';
import { createMember } from '../support/auth';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { connectTo } from '../support/test-database';
import { addStudents } from '../integration/leads/student-mother';
import { LOCAL_TARGETS, startReceiver } from '../integration/webhooks/receiver';

/**
 * Issue 17 §2 in the browser, against the real server process (its delivery worker running): the profile's
 * Webhooks tab adds a webhook and shows its secret once; an unlock reaches a receiver on a local port, signed; the
 * deliveries list shows it delivered; Redeliver sends it again; Delete removes it.
 */
let server: RunningServer;
let browser: Browser;
let orm: Orm;
let member: Awaited<ReturnType<typeof createMember>>;
let studentId: string;
const receiver = startReceiver();
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

async function memberPage(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((token) => localStorage.setItem('website_auth_token', token), member.token);
  return context.newPage();
}

beforeAll(async () => {
  server = await startServer(LOCAL_TARGETS);
  if (!server.databaseUrl) throw new Error('This browser test builds members in the database: set TEST_DATABASE_URL');
  orm = await connectTo(server.databaseUrl);
  member = await createMember(orm, { credits: 10 });
  [studentId] = await addStudents(orm, [{ studentName: 'Ishaan Hooked', mobileNumber: '9812345671' }]);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  receiver.stop();
  await browser?.close();
  await orm?.close(true);
  await server?.stop();
});

describe('the profile: Webhooks', () => {
  it('adds a webhook, shows the secret once, lists a signed delivery, redelivers it and deletes the webhook', async () => {
    const page = await memberPage(1280);
    await page.goto(`${server.url}/profile?tab=api-keys`);
    await page.getByRole('tab', { name: 'API keys' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/tab=webhooks/);
    await page.getByLabel('Payload URL').fill(receiver.url);
    await page.getByRole('checkbox', { name: /collection\.exported/ }).check();
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const secret = (await page.getByTestId('new-webhook-secret').innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    await page.getByTestId('webhook-row').filter({ hasText: receiver.url }).waitFor();

    const unlocked = await fetch(`${server.url}/api/website/students/unlock`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ studentId }),
    });
    expect(unlocked.status).toBe(200);
    const row = page.getByTestId('webhook-row').filter({ hasText: receiver.url });
    await row.getByRole('button', { name: 'Deliveries' }).click();
    // the worker sends within a second or two; the list is fetched again until it says so
    for (let i = 0; i < 30 && !(await row.getByText('delivered').isVisible()); i++) {
      await row.getByRole('button', { name: 'Hide deliveries' }).click();
      await page.waitForTimeout(500);
      await row.getByRole('button', { name: 'Deliveries' }).click();
    }
    await row.getByTestId('webhook-delivery-row').getByText('delivered').waitFor();
    expect(await row.getByTestId('webhook-delivery-row').innerText()).toContain('HTTP 200');
    expect(receiver.received).toHaveLength(1);
    const [hit] = receiver.received;
    expect(verifySignature(secret, hit!.headers.get('x-edureach-signature')!, hit!.body, Math.floor(Date.now() / 1000))).toBe(true);
    expect(hit!.json.data.students[0]).toMatchObject({ id: studentId, mobileNumber: '9812345671' });
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/webhooks-1280.png`, fullPage: true });

    await row.getByRole('button', { name: 'Redeliver' }).click();
    await page.getByText('Delivery queued again').first().waitFor();
    for (let i = 0; i < 30 && receiver.received.length < 2; i++) await page.waitForTimeout(250);
    expect(receiver.received.map((r) => r.headers.get('x-edureach-delivery'))).toEqual([
      hit!.headers.get('x-edureach-delivery'),
      hit!.headers.get('x-edureach-delivery'),
    ]);

    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No webhooks yet').waitFor();
    await page.context().close();
  }, 90_000);

  it('at 390 px shows the desktop notice the profile always shows there', async () => {
    const page = await memberPage(390);
    await page.goto(`${server.url}/profile?tab=webhooks`);
    await page.getByRole('heading', { name: 'Desktop Required' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= 390)).toBe(true);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/webhooks-390.png`, fullPage: true });
    await page.context().close();
  }, 60_000);
});
