import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import type { Orm } from '@platform/db/orm';
import { gotoHydrated, launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { connectTo } from '../support/test-database';

let server: RunningServer;
let browser: Browser;
let orm: Orm | undefined;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  if (server.databaseUrl) orm = await connectTo(server.databaseUrl);
}, 120_000);

afterAll(async () => {
  await orm?.close();
  await browser?.close();
  await server?.stop();
});

/** Browser tests wait on a real server and Chromium; the 2-core machine is shared. */
const SLOW = 60_000;

const desktop = () => browser.newPage({ viewport: { width: 1280, height: 860 } });

describe('navigation', () => {
  it(
    'goes from home to a service page through the Services dropdown',
    async () => {
      const page = await desktop();
      await gotoHydrated(page, server.url);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).hover();
      await page
        .getByRole('list', { name: 'Services' })
        .getByRole('link', { name: /Digital Marketing/ })
        .click();
      await page.waitForURL(`${server.url}/services/digital-marketing`);
      await page.getByRole('heading', { level: 1, name: /Campaigns that reach the right students/ }).waitFor();
      expect(await page.title()).toBe('Digital Marketing for Education | EduReach');
      await page.close();
    },
    SLOW,
  );

  it(
    'shows 18 client logos',
    async () => {
      const page = await desktop();
      await gotoHydrated(page, `${server.url}/#clients`);
      const logos = page.getByRole('list', { name: 'Client institutions' }).getByRole('img');
      await logos.nth(17).waitFor();
      await expect(logos.count()).resolves.toBe(18);
      await page.close();
    },
    SLOW,
  );

  /** Where the clients heading sits once the page has settled, against the fixed bar's bottom edge. */
  const clientsHeadingPlacement = async (page: Page) => {
    await page.waitForTimeout(2_000);
    return page.evaluate(() => ({
      heading: document.getElementById('clients-title')!.getBoundingClientRect().top,
      bar: document.querySelector('header')!.getBoundingClientRect().bottom,
    }));
  };

  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    it(
      `lands on the clients heading from another page, and on a fresh load of /#clients, at ${width} px`,
      async () => {
        const page = await browser.newPage({ viewport: { width, height } });
        await gotoHydrated(page, `${server.url}/about`);
        if (width < 768) await page.getByRole('button', { name: /menu/i }).click();
        await page.getByRole('link', { name: 'Clients', exact: true }).first().click();
        await page.waitForURL(`${server.url}/#clients`);
        for (const where of [
          await clientsHeadingPlacement(page),
          await (async () => {
            await gotoHydrated(page, `${server.url}/#clients`);
            return clientsHeadingPlacement(page);
          })(),
        ]) {
          // below the fixed bar, and near the top of the screen (not hundreds of pixels past or short of it)
          expect(where.heading).toBeGreaterThanOrEqual(where.bar);
          expect(where.heading).toBeLessThan(where.bar + 250);
        }
        await page.close();
      },
      SLOW,
    );
  }

  it(
    'shows the 404 page with Go Home, Go Back and popular pages',
    async () => {
      const page = await desktop();
      await gotoHydrated(page, `${server.url}/services`);
      await gotoHydrated(page, `${server.url}/no-such-page`);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Popular pages' }).getByRole('link').count()).toBeGreaterThan(3);
      await page.getByRole('button', { name: 'Go Back' }).click();
      await page.waitForURL(`${server.url}/services`);
      await page.close();
    },
    SLOW,
  );
});

describe('contact form', () => {
  it(
    'shows each validation message under its field',
    async () => {
      const page = await desktop();
      await gotoHydrated(page, `${server.url}/contact`);
      const form = page.getByRole('form', { name: 'Get Started Today' });
      await form.getByRole('button', { name: 'Start Your Campaign' }).click();
      for (const message of [
        'Institution name is required',
        'Contact name is required',
        'Invalid email address',
        'Phone number must be at least 10 digits',
        'Please select a service',
        'Message must be at least 10 characters',
      ]) {
        await form.getByText(message).waitFor();
      }
      await form.getByLabel('Email').fill('not-an-email');
      await form.getByLabel('Phone').fill('12345');
      await form.getByRole('button', { name: 'Start Your Campaign' }).click();
      await form.getByText('Invalid email address').waitFor();
      await form.getByText('Phone number must be at least 10 digits').waitFor();
      await page.close();
    },
    SLOW,
  );

  for (const outage of ['the phone is offline', 'the server cannot be reached'] as const) {
    it(
      `when ${outage}, keeps what was typed and says the spec's words, not the browser's`,
      async () => {
        const page = await desktop();
        await gotoHydrated(page, `${server.url}/contact`);
        const form = page.getByRole('form', { name: 'Get Started Today' });
        await form.getByLabel('Institution name').fill('Offline Institute');
        await form.getByLabel('Contact name').fill('Kiran Rao');
        await form.getByLabel('Email').fill('kiran@offline.edu.in');
        await form.getByLabel('Phone').fill('9845098451');
        await form.getByLabel('Service interest').selectOption('Direct Marketing');
        await form.getByLabel('Message').fill('Please call us about the next admission cycle.');
        if (outage === 'the phone is offline') await page.context().setOffline(true);
        else await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
        await form.getByRole('button', { name: 'Start Your Campaign' }).click();
        await page.getByText('Error Sending Message').waitFor();
        await page.getByText('Please try again or contact us directly.').waitFor();
        expect(await page.getByText('Failed to fetch').count()).toBe(0);
        expect(await form.getByLabel('Institution name').inputValue()).toBe('Offline Institute');
        expect(await form.getByRole('button', { name: 'Start Your Campaign' }).isEnabled()).toBe(true);
        await page.context().close();
      },
      SLOW,
    );
  }

  it(
    'sends a valid enquiry, thanks the visitor and resets the form',
    async () => {
      const page = await desktop();
      await gotoHydrated(page, `${server.url}/contact`);
      const form = page.getByRole('form', { name: 'Get Started Today' });
      await form.getByLabel('Institution name').fill('Kaveri Public School');
      await form.getByLabel('Contact name').fill('Lakshmi Rao');
      await form.getByLabel('Email').fill('lakshmi@kaveri.edu.in');
      await form.getByLabel('Phone').fill('9845098450');
      await form.getByLabel('Service interest').selectOption('Direct Marketing');
      await form.getByLabel('Message').fill('We would like WhatsApp campaigns for Class 11 admissions.');
      await form.getByRole('button', { name: 'Start Your Campaign' }).click();
      await page.getByText('Message Sent Successfully!').waitFor();
      await page.getByText("Thank you, we'll contact you as soon as we can.").waitFor();
      expect(await form.getByLabel('Institution name').inputValue()).toBe('');
      if (orm) {
        const rows = await orm.em.fork().execute("select contact_name from contact_submissions where email = 'lakshmi@kaveri.edu.in'");
        expect(rows).toEqual([{ contact_name: 'Lakshmi Rao' }]);
      }
      await page.close();
    },
    SLOW,
  );
});

async function answerAll(page: Page, choices: Record<number, string>) {
  for (let number = 1; number <= 15; number += 1) {
    await page.getByText(`Question ${number} of 15`).waitFor();
    const pick = choices[number];
    const radio = page.getByRole('radio').first();
    if (await radio.count()) {
      await (pick ? page.getByRole('radio', { name: pick }) : radio).click();
    } else {
      await page.getByRole('checkbox').first().click();
      await page.getByRole('button', { name: number === 15 ? 'Get My Results' : 'Next' }).click();
    }
  }
}

async function startAssessment(page: Page, name: string, institute: string, email: string) {
  await gotoHydrated(page, `${server.url}/assessment`);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Institute name').fill(institute);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('9900990099');
  await page.getByRole('button', { name: 'Start Assessment' }).click();
}

const expected = async (page: Page) => {
  const list = page.getByRole('definition');
  return list.allTextContents();
};

describe('free assessment', () => {
  it(
    'asks for all four contact fields before the questions',
    async () => {
      const page = await desktop();
      await gotoHydrated(page, `${server.url}/assessment`);
      await page.getByLabel('Your name').fill('   ');
      await page.getByRole('button', { name: 'Start Assessment' }).click();
      await page.getByText('Please fill in all fields to continue with the assessment.').waitFor();
      expect(await page.getByLabel('Institute name').getAttribute('aria-invalid')).toBe('true');
      await page.close();
    },
    SLOW,
  );

  it(
    'checks the e-mail and phone as the server will, before the questions (no contact is lost silently)',
    async () => {
      const page = await desktop();
      await gotoHydrated(page, `${server.url}/assessment`);
      await page.getByLabel('Your name').fill('Meera Iyer');
      await page.getByLabel('Institute name').fill('Lakeside School');
      await page.getByLabel('Email').fill('meera@lakeside');
      await page.getByLabel('Phone').fill('98450');
      await page.getByRole('button', { name: 'Start Assessment' }).click();
      await page.getByText('Invalid email address').waitFor();
      await page.getByText('Invalid phone number').waitFor();
      expect(await page.getByText(/Question 1 of 15/).count()).toBe(0);
      await page.getByLabel('Email').fill('meera@lakeside.edu.in');
      await page.getByLabel('Phone').fill('98450 11111');
      await page.getByRole('button', { name: 'Start Assessment' }).click();
      await page.getByText('Question 1 of 15').waitFor();
      await page.close();
    },
    SLOW,
  );

  it(
    'gives a low-budget engineering college the low-budget results',
    async () => {
      const page = await desktop();
      await startAssessment(page, 'Ravi Kumar', 'Tungabhadra Engineering College', 'ravi@tec.edu.in');
      await page.getByText('Question 1 of 15').waitFor();
      expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
      expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('7');
      await answerAll(page, { 1: 'Engineering College', 3: 'Not enough quality leads', 11: 'Under ₹25,000' });
      await page.getByRole('heading', { name: /Your personalised strategy is ready, Ravi/ }).waitFor();
      expect(await expected(page)).toEqual(['120%', '50%', '80%']);
      expect(await page.getByRole('list', { name: 'Your custom strategy' }).textContent()).toContain('JEE');
      await page.getByText('Returning to the home page in').waitFor();
      if (orm) {
        const rows = await orm.em
          .fork()
          .execute(
            "select s.budget, c.name from assessment_submissions s join assessment_contact_submissions c on c.id = s.assessment_contact_id where c.email = 'ravi@tec.edu.in'",
          );
        expect(rows).toEqual([{ budget: 'Under ₹25,000', name: 'Ravi Kumar' }]);
      }
      await page.close();
    },
    SLOW,
  );

  it(
    'gives a high-budget medical college the high-budget results, and goes back with Previous',
    async () => {
      const page = await desktop();
      await startAssessment(page, 'Dr. Asha Menon', 'Malabar Medical College', 'asha@mmc.edu.in');
      await page.getByRole('radio', { name: 'University' }).click();
      await page.getByText('Question 2 of 15').waitFor();
      await page.getByRole('button', { name: 'Previous' }).click();
      await page.getByText('Question 1 of 15').waitFor();
      await answerAll(page, { 1: 'Medical College', 3: 'High cost per admission', 11: '₹5,00,000+' });
      await page.getByRole('heading', { name: /Your personalised strategy is ready/ }).waitFor();
      expect(await expected(page)).toEqual(['200%', '30%', '3x']);
      expect(await page.getByRole('list', { name: 'Your custom strategy' }).textContent()).toContain('NEET');
      await page.close();
    },
    SLOW,
  );
});

describe('floating call to action', () => {
  it(
    'appears after 10 seconds on the home page and stays closed once dismissed',
    async () => {
      const page = await desktop();
      await page.clock.install();
      await page.goto(server.url);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const card = page.getByRole('complementary', { name: 'Ready to 10x Your Admissions?' });
      await page.clock.runFor(9_000);
      expect(await card.count()).toBe(0);
      await page.clock.runFor(1_500);
      await card.waitFor();
      await card.getByText('Take our 3-minute assessment and get a personalized strategy.').waitFor();
      await card.getByText('No commitment, instant results').waitFor();
      await card.getByRole('button', { name: 'Close' }).click();
      expect(await card.count()).toBe(0);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click();
      await page
        .getByRole('list', { name: 'Services' })
        .getByRole('link', { name: /AI Automation/ })
        .click();
      await page.waitForURL(`${server.url}/services/ai-automation`);
      await page.clock.runFor(11_000);
      expect(await card.count()).toBe(0);
      await page.close();
    },
    SLOW,
  );

  it(
    'never shows on the about page',
    async () => {
      const page = await desktop();
      await page.clock.install();
      await page.goto(`${server.url}/about`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.clock.runFor(11_000);
      expect(await page.getByRole('complementary', { name: 'Ready to 10x Your Admissions?' }).count()).toBe(0);
      await page.close();
    },
    SLOW,
  );

  it(
    'shows at once on a phone, full width at the bottom',
    async () => {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      await page.goto(`${server.url}/services`);
      const card = page.getByRole('complementary', { name: 'Ready to 10x Your Admissions?' });
      await card.waitFor();
      await card.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
      const box = await card.boundingBox();
      expect(Math.round(box!.width)).toBe(390);
      expect(Math.abs(box!.y + box!.height - 844)).toBeLessThanOrEqual(1);
      await page.close();
    },
    SLOW,
  );
});
