import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import { gotoHydrated, launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

/** Issue 25 §13: the spec's details (000 §2, §9) played in the browser: breakpoints, the second hero's typing, the touch highlight. */
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

const SLOW = 60_000;
const sized = (width: number, height = 900) => browser.newPage({ viewport: { width, height } });

describe('the top navigation and the testimonials follow the spec’s mobile breakpoint (768 px or less)', () => {
  it(
    'collapses at 768 px and shows in full above it, fitting without overflow',
    async () => {
      for (const width of [768, 769, 800, 1023, 1280]) {
        const page = await sized(width);
        await gotoHydrated(page, server.url);
        const main = page.getByRole('navigation', { name: 'Main' });
        const menu = page.getByRole('button', { name: 'Open menu' });
        expect({ width, main: await main.isVisible(), menu: await menu.isVisible() }).toEqual({ width, main: width > 768, menu: width <= 768 });
        const fits = await page.evaluate(() => {
          const bar = document.querySelector('header')!;
          const parts = Array.from(bar.querySelectorAll('a, button')).filter((element) => element.getBoundingClientRect().width > 0);
          const boxes = parts.map((element) => element.getBoundingClientRect());
          const overlapping = boxes.some((a, i) =>
            boxes.some((b, j) => i < j && a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom && b.top < a.bottom),
          );
          const inside = boxes.every((box) => box.left >= 0 && box.right <= window.innerWidth);
          const oneRow = bar.getBoundingClientRect().height < 100;
          return { overlapping, inside, oneRow, scroll: document.documentElement.scrollWidth <= window.innerWidth };
        });
        expect({ width, ...fits }).toEqual({ width, overlapping: false, inside: true, oneRow: true, scroll: true });
        await page.close();
      }
    },
    SLOW,
  );

  it(
    'uses the narrower testimonial cards at 768 px and the wide ones at 769 px',
    async () => {
      const cardWidth = async (width: number) => {
        const page = await sized(width);
        await gotoHydrated(page, server.url);
        const heading = page.locator('#testimonials-title');
        await heading.scrollIntoViewIfNeeded();
        const first = page.locator('section[aria-labelledby="testimonials-title"] li').first();
        const box = await first.boundingBox();
        await page.close();
        return Math.round(box!.width);
      };
      expect(await cardWidth(768)).toBe(300);
      expect(await cardWidth(769)).toBe(380);
    },
    SLOW,
  );
});

const FULL = 'Verified Leads Ready for Admissions';

/** The letters of the typed headline a person sees `ms` after the animation started (the clock of each letter set to it). */
const typedAt = (page: Page, ms: number) =>
  page.evaluate((at) => {
    const block = document.querySelector<HTMLElement>('h1 [data-testid="typing-headline"]');
    if (!block) return null;
    for (const animation of block.getAnimations({ subtree: true })) {
      animation.pause();
      animation.currentTime = at;
    }
    const letters = Array.from(block.querySelectorAll<HTMLElement>('span')).filter((span) => span.children.length === 0 && span.textContent);
    return letters
      .filter((span) => getComputedStyle(span).visibility !== 'hidden')
      .map((span) => span.textContent)
      .join('');
  }, ms);

describe('the data enrichment hero', () => {
  it(
    'types its first line at 60 ms a letter, pauses 300 ms, then types the second',
    async () => {
      const page = await sized(1280);
      // the page's animations are held at their start (playback rate 0), so each moment can be looked at in turn
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Animation.enable');
      await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
      await gotoHydrated(page, `${server.url}/services/data-enrichment`);
      await page.getByRole('heading', { level: 1, name: FULL }).waitFor();
      expect(await typedAt(page, 59)).toBe('');
      expect(await typedAt(page, 60)).toBe('V');
      expect(await typedAt(page, 13 * 60)).toBe('Verified Lead');
      expect(await typedAt(page, 14 * 60)).toBe('Verified Leads');
      expect(await typedAt(page, 14 * 60 + 299)).toBe('Verified Leads');
      expect(await typedAt(page, 14 * 60 + 300)).toBe('Verified LeadsR');
      expect(await typedAt(page, 14 * 60 + 300 + 19 * 60 - 1)).toBe('Verified LeadsReady for Admission');
      expect(await typedAt(page, 14 * 60 + 300 + 19 * 60)).toBe('Verified LeadsReady for Admissions');
      await page.close();
    },
    SLOW,
  );

  it(
    'shows the whole headline at once to a visitor who asked for less motion',
    async () => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await gotoHydrated(page, `${server.url}/services/data-enrichment`);
      const shown = await page.evaluate(() => {
        const letters = Array.from(document.querySelectorAll<HTMLElement>('h1 [data-testid="typing-headline"] span')).filter((s) => s.children.length === 0);
        return letters
          .filter((s) => getComputedStyle(s).visibility !== 'hidden')
          .map((s) => s.textContent)
          .join('');
      });
      expect(shown).toBe('Verified LeadsReady for Admissions');
      await context.close();
    },
    SLOW,
  );
});

describe('the data enrichment page on a touch screen', () => {
  /** Scrolls so that the card's centre sits `offset` px below the middle of the screen, waits, and says which card is lit. */
  const litAfterScroll = async (page: Page, title: string, offset: number) => {
    await page.evaluate(
      ([name, by]) => {
        const card = Array.from(document.querySelectorAll('h3'))
          .find((h) => h.textContent === name)!
          .closest('li')!;
        const box = card.getBoundingClientRect();
        window.scrollBy(0, box.top + box.height / 2 - window.innerHeight / 2 - (by as number));
      },
      [title, offset] as const,
    );
    // the debounce (100 ms) and the card's growing (300 ms) have run their course
    await page.waitForTimeout(1_000);
    return page.evaluate(() =>
      Array.from(document.querySelectorAll('li'))
        // lit: drawn larger (a card still waiting to fade in is only moved down, never scaled)
        .filter((li) => new DOMMatrix(getComputedStyle(li).transform).a > 1.001)
        .map((li) => li.querySelector('h3, span:last-child')?.textContent),
    );
  };

  it(
    'highlights the card in the middle of the screen as the visitor scrolls (phone and tablet)',
    async () => {
      for (const width of [390, 820]) {
        const context = await browser.newContext({ viewport: { width, height: 844 }, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        await gotoHydrated(page, `${server.url}/services/data-enrichment`);
        // BelowFold parts render as they come near: scroll through once
        await page.getByText('Mobile verification').scrollIntoViewIfNeeded();
        expect(await litAfterScroll(page, 'Mobile verification', 0)).toEqual(['Mobile verification']);
        // (at 820 px the cards go two by two: the first of a row is lit)
        expect(await litAfterScroll(page, 'Institution history', 20)).toEqual(['Institution history']);
        await context.close();
      }
    },
    SLOW,
  );

  it(
    'highlights nothing with a mouse on a wide screen',
    async () => {
      const page = await sized(1280);
      await gotoHydrated(page, `${server.url}/services/data-enrichment`);
      await page.getByText('Mobile verification').scrollIntoViewIfNeeded();
      expect(await litAfterScroll(page, 'Mobile verification', 0)).toEqual([]);
      await page.close();
    },
    SLOW,
  );
});
