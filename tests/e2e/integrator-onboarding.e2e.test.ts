import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import type { Orm } from '@platform/db/orm';
import { verifySignature } from '@modules/webhooks/application/signature';
import { createMember } from '../support/auth';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { connectTo } from '../support/test-database';
import { LOCAL_TARGETS, startReceiver } from '../integration/webhooks/receiver';

/**
 * Issue 25 §10 in the browser, as an integrator meets it: the API reference leads to "Getting started", which leads to
 * Profile › Webhooks, where "Send test event" checks their receiver. The toast says what the receiver answered, the
 * delivery joins the log, and no credit is spent.
 */
let server: RunningServer;
let browser: Browser;
let orm: Orm;
let member: Awaited<ReturnType<typeof createMember>>;
const receiver = startReceiver();
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

async function memberPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((token) => localStorage.setItem('website_auth_token', token), member.token);
  return context.newPage();
}

const credits = async () =>
  (
    await orm.em
      .fork()
      .execute<{ credits: number }[]>(
        'select c.credits from institution_credits c join website_users w on w.institution_id = c.institution_id where w.id = ?',
        [member.id],
      )
  )[0]!.credits;

beforeAll(async () => {
  server = await startServer(LOCAL_TARGETS);
  if (!server.databaseUrl) throw new Error('This browser test builds members in the database: set TEST_DATABASE_URL');
  orm = await connectTo(server.databaseUrl);
  member = await createMember(orm, { credits: 3 });
  const created = await fetch(`${server.url}/api/website/webhooks`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ url: receiver.url, events: ['student.unlocked'] }),
  });
  expect(created.status).toBe(201);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  receiver.stop();
  await browser?.close();
  await orm?.close(true);
  await server?.stop();
});

describe('the profile: Webhooks › Send test event', () => {
  it('sends a signed webhook.test, says it was delivered, lists it in the deliveries and costs nothing', async () => {
    const secret = (await orm.em.fork().execute<{ secret: string }[]>('select secret from webhooks where member_id = ?', [member.id]))[0]!.secret;
    const page = await memberPage();
    await page.goto(`${server.url}/profile?tab=webhooks`);
    const row = page.getByTestId('webhook-row').filter({ hasText: receiver.url });
    await row.getByRole('button', { name: 'Send test event' }).click();
    await page.getByText('Test event delivered', { exact: true }).first().waitFor();
    await page
      .getByText(/your server answered 200 in \d+ ms/)
      .first()
      .waitFor();

    expect(receiver.received).toHaveLength(1);
    const [hit] = receiver.received;
    expect(hit!.json.type).toBe('webhook.test');
    expect(verifySignature(secret, hit!.headers.get('x-edureach-signature')!, hit!.body, Math.floor(Date.now() / 1000))).toBe(true);
    // the log opens with the test delivery in it
    const delivery = row.getByTestId('webhook-delivery-row').filter({ hasText: 'webhook.test' });
    await delivery.getByText('delivered').waitFor();
    expect(await delivery.innerText()).toContain('HTTP 200');
    expect(await credits()).toBe(3);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/webhook-test-event-1280.png`, fullPage: true });
    await page.context().close();
  }, 90_000);

  it('says so when the receiver fails, and the failed test is in the log', async () => {
    receiver.clear();
    receiver.answerNext(503);
    const page = await memberPage();
    await page.goto(`${server.url}/profile?tab=webhooks`);
    const row = page.getByTestId('webhook-row').filter({ hasText: receiver.url });
    await row.getByRole('button', { name: 'Send test event' }).click();
    await page.getByText('Test event not delivered', { exact: true }).first().waitFor();
    await page
      .getByText(/Answered 503/)
      .first()
      .waitFor();
    await row.getByTestId('webhook-delivery-row').filter({ hasText: 'HTTP 503' }).getByText('failed').waitFor();
    expect(await credits()).toBe(3);
    await page.context().close();
  }, 90_000);
});

describe('the API reference › Getting started', () => {
  it('links to a Getting started page of four steps, which leads to the webhooks tab', async () => {
    const reference = await memberPage();
    await reference.goto(`${server.url}/docs`);
    // Swagger UI opens the description's links in a new tab
    const [page] = await Promise.all([reference.context().waitForEvent('page'), reference.getByRole('link', { name: 'Getting started' }).first().click()]);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.waitForURL(/\/docs\/getting-started$/);
    await page.getByRole('heading', { level: 1, name: 'Getting started' }).waitFor();
    const steps = await page.getByRole('heading', { level: 2 }).allInnerTexts();
    expect(steps).toEqual(['1. Get an API key', '2. Make the first call', '3. Read the students you unlocked', '4. Receive a webhook, and verify it']);
    expect(await page.getByText('/api/public/students/unlocked?limit=100').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/getting-started-1280.png`, fullPage: true });
    await page.getByRole('link', { name: 'Profile › Webhooks' }).click();
    await page.waitForURL(/\/profile\?tab=webhooks/);
    await page.getByRole('button', { name: 'Send test event' }).first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 90_000);
});
