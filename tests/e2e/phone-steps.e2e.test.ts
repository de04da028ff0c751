import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { QUESTIONS } from '@modules/marketing/domain/assessment-questions.schema';
import { gotoHydrated, launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

/** Issue 25 §11: a visitor on a phone (390×844) goes through the assessment and the contact form. */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const SLOW = 90_000;
const phone = () => browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Where an element sits against the fixed bar's bottom edge, and whether it has the focus. */
const placement = (target: Locator) =>
  target.evaluate((element) => ({
    top: element.getBoundingClientRect().top,
    bottom: element.getBoundingClientRect().bottom,
    bar: document.querySelector('header')!.getBoundingClientRect().bottom,
    focused: document.activeElement === element,
  }));

/** In view just below the fixed bar (not under it, not hundreds of pixels further down), and focused. */
async function expectAtTopAndFocused(page: Page, target: Locator) {
  // the step renders, then scrolls: give it a frame or two
  await page.waitForTimeout(150);
  const where = await placement(target);
  expect(where.focused).toBe(true);
  expect(where.top).toBeGreaterThanOrEqual(where.bar);
  expect(where.top).toBeLessThan(where.bar + 200);
  expect(where.bottom).toBeLessThanOrEqual(844);
}

describe('the assessment on a phone', () => {
  it(
    'brings each new question to the top of the screen and reads its heading',
    async () => {
      const page = await phone();
      await gotoHydrated(page, `${server.url}/assessment`);
      await page.getByLabel('Your name').fill('Farah Khan');
      await page.getByLabel('Institute name').fill('Deccan Junior College');
      await page.getByLabel('Email').fill('farah@deccan.edu.in');
      await page.getByLabel('Phone').fill('9900990011');
      await page.getByRole('button', { name: 'Start Assessment' }).tap();
      for (const [index, question] of QUESTIONS.entries()) {
        await page.getByText(`Question ${index + 1} of 15`).waitFor();
        await expectAtTopAndFocused(page, page.getByText(question.title, { exact: true }));
        if (index === QUESTIONS.length - 1) break;
        // a person scrolls down to the last option and taps it (then Next where several may be chosen)
        if (question.multi) {
          await page.getByRole('checkbox').last().tap();
          await page.getByRole('button', { name: 'Next' }).tap();
        } else {
          await page.getByRole('radio').last().tap();
        }
      }
      // back one step: the earlier question comes back into view the same way
      await page.getByRole('button', { name: 'Previous' }).tap();
      await page.getByText('Question 14 of 15').waitFor();
      await expectAtTopAndFocused(page, page.getByText(QUESTIONS[13]!.title, { exact: true }));
      await page.close();
    },
    SLOW,
  );
});

describe('the contact form on a phone', () => {
  it(
    'moves focus to the first field in error, in view below the fixed header',
    async () => {
      const page = await phone();
      await gotoHydrated(page, `${server.url}/contact`);
      const form = page.getByRole('form', { name: 'Get Started Today' });
      await form.getByLabel('Contact name').fill('Suresh Patil');
      await form.getByLabel('Phone').fill('9845098452');
      await form.getByLabel('Service interest').selectOption('Direct Marketing');
      await form.getByLabel('Message').fill('Admissions for our new B.Sc. Nursing batch.');
      await form.getByRole('button', { name: 'Start Your Campaign' }).tap();
      await form.getByText('Institution name is required').waitFor();
      const institution = form.getByLabel('Institution name');
      await expectAtTopAndFocused(page, institution);
      // its label is in view too
      const label = await form.locator('label', { hasText: 'Institution name' }).boundingBox();
      expect(label!.y).toBeGreaterThanOrEqual((await placement(institution)).bar);

      // fixed that one; an e-mail error further down is next
      await institution.fill('Pune Nursing Institute');
      await form.getByLabel('Email').fill('suresh@pune');
      await form.getByRole('button', { name: 'Start Your Campaign' }).tap();
      await form.getByText('Invalid email address').waitFor();
      await page.waitForTimeout(150);
      expect((await placement(form.getByLabel('Email'))).focused).toBe(true);
      await page.close();
    },
    SLOW,
  );
});
