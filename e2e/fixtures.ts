import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type Axe from 'axe-core';
import { test as base, expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { layoutShifts, type LayoutShift } from '@/scripts/layout-shifts.mjs';
import { startPausingProxy } from '@/scripts/pausing-proxy.mjs';

// The browser itself refuses every host but this one (TEST_CHROMIUM_ARGS in scripts/browser.mjs), as on a
// machine without internet.
export { expect };

/**
 * A failed test keeps a screenshot of its page as it was when the test failed (beside Playwright's error context,
 * the page's accessibility tree). Playwright's own `screenshot: 'only-on-failure'` photographs every page of every
 * test as its context closes and throws away those that passed, and its trace records every test: together a
 * tenth of the suite's CPU. For a trace of a failure, run that test again with `--trace on`.
 */
export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    await use(page);
    if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
    const path = testInfo.outputPath('test-failed.png');
    // Listed as it is, where the reporter prints it (attach() would copy it).
    if (await page.screenshot({ path, timeout: 5_000 }).then(() => true, () => false)) {
      testInfo.attachments.push({ name: 'screenshot', path, contentType: 'image/png' });
    }
  },
});

/**
 * Colours caught halfway through a transition (a button enabled at hydration fades from sand to walnut) are not what
 * anyone reads: the checkers look at the page once its finite animations are over.
 */
const animationsOver = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );

/** axe-core's browser build, put into each document it checks. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core with every rule it runs by default: WCAG 2.0-2.2 A and AA, and its best practices (one name per landmark,
 * one banner, headings in order, targets of at least 24 px ...).
 * `soft` lets a sweep go on to its next page and report every page that fails.
 */
export async function expectNoAxeViolations(page: Page, { include, soft = false }: { include?: string; soft?: boolean } = {}) {
  await animationsOver(page);
  // axe runs inside the page, put there once per document. (@axe-core/playwright put its 550 kB in twice on every
  // check and opened a blank page to merge the results of frames the shop does not have: a third of each check.)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const summary = await page.evaluate(async (selector) => {
    const { axe } = window as unknown as { axe: typeof Axe };
    // Only the violations are read. axe finds them the same way, and trims the other kinds of result only after
    // every rule has run; this spares it describing every node that passed.
    const { violations } = await axe.run(selector ?? document, { resultTypes: ['violations'] });
    return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  }, include ?? null);
  (soft ? expect.soft(summary) : expect(summary)).toEqual([]);
}

/** HTML_CodeSniffer's browser build (the one pa11y runs), put into each document it checks. */
const htmlcsSource = readFileSync(createRequire(import.meta.url).resolve('@pa11y/html_codesniffer/build/HTMLCS.js'), 'utf8');

/**
 * HTML_CodeSniffer, the engine of pa11y, an outside checker a shop's auditor may run, with its WCAG 2 AA standard:
 * its errors on the page as it stands (its warnings and notices ask for a person's judgement, and pa11y leaves them
 * out too). It runs inside the page as axe does, put there once per document, so it needs no browser of its own.
 */
export async function expectNoHtmlcsErrors(page: Page, { soft = false, where }: { soft?: boolean; where?: string } = {}) {
  await animationsOver(page);
  if (!(await page.evaluate(() => 'HTMLCS' in window))) await page.evaluate(htmlcsSource);
  const errors = await page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        interface Message { type: number; code: string; msg: string; element: Element | null }
        const { HTMLCS } = window as unknown as {
          HTMLCS: { process: (standard: string, content: Document, done: () => void, failed: (error: unknown) => void, language: string) => void; getMessages: () => Message[] };
        };
        const describe = (element: Element | null) =>
          element ? `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.getAttribute('name') ? ` name=${element.getAttribute('name')}` : ''}>` : 'the page';
        HTMLCS.process(
          'WCAG2AA',
          document,
          () => resolve(HTMLCS.getMessages().filter((m) => m.type === 1).map((m) => `${m.code}: ${m.msg} (${describe(m.element)})`)),
          reject,
          'en',
        );
      }),
  );
  (soft ? expect.soft(errors, where) : expect(errors, where)).toEqual([]);
}

/** Records every Content-Security-Policy violation the page reports, from its first script on, across navigations. */
export async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`.trim());
    });
  });
}

/** The violations recorded on the current page (recordCspViolations). */
export const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

/** The page carries the policy the build writes (scripts/csp.mjs), which allows no inline script or eval, and broke none of its rules. */
export async function expectPolicyKept(page: Page, { soft = false } = {}) {
  const check = soft ? expect.soft : expect;
  // Read as the page stands, not waited for: the policy is in the HTML as delivered or not at all (a build that
  // skipped scripts/csp.mjs), and a walk goes on to name every page that lacks it.
  const policy = await page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? null);
  check(policy, 'the Content-Security-Policy <meta>').not.toBeNull();
  if (policy === null) return;
  check(policy).toContain("script-src 'self' 'sha256-");
  check(policy).not.toContain('unsafe-inline');
  check(policy).not.toContain('unsafe-eval');
  check(await cspViolations(page)).toEqual([]);
}

/** How far the page reaches past the window's right edge, in CSS px: more than 0 means it scrolls sideways. */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * What in the page's main content reaches into its right margin, and by how many CSS px: the right margin is taken to
 * be the one its h1 keeps on the left. Bands that run the page's full width, and what scrolls inside its own box,
 * are left out.
 */
export const pastRightMargin = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main')!;
    const box = main.getBoundingClientRect();
    const margin = main.querySelector('h1')!.getBoundingClientRect().left - box.left;
    const edge = box.right - margin;
    const scrollsInside = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== main; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const inMargin = [...main.querySelectorAll('*')].filter((element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.left >= box.left + margin - 0.5 && rect.right > edge + 0.5 && !scrollsInside(element);
    });
    // The innermost ones name the cause: a box stretched by its content reaches the margin with it.
    return inMargin
      .filter((element) => !inMargin.some((other) => other !== element && element.contains(other)))
      .slice(0, 3)
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${Math.ceil(element.getBoundingClientRect().right - edge)} px`);
  });

/**
 * On a slow line the page paints while its HTML is still arriving, a name perhaps cut in the middle. For each of the
 * items `selector` finds, last first: its name cut to its first letter (the content of `nameIn` within it, or its
 * own) with the items after it not yet arrived. Lists each item, that one or one before it, that then stands
 * elsewhere than once all are in: on screen it would move as the rest arrives (a layout shift).
 */
export const movesWhileArriving = (page: Page, selector: string, nameIn?: string) =>
  page.evaluate(
    ([selector, nameIn]) => {
      const items = [...document.querySelectorAll(selector)];
      const at = (element: Element) => {
        const box = element.getBoundingClientRect();
        return `${Math.round(box.left)},${Math.round(box.top)}`;
      };
      const whole = items.map(at);
      const names = items.map((item) => item.textContent!.trim().split(',')[0]);
      const moves: string[] = [];
      for (let i = items.length - 1; i >= 0; i--) {
        (nameIn ? items[i].querySelector(nameIn)! : items[i]).replaceChildren(names[i][0]);
        items.slice(0, i + 1).forEach((item, j) => {
          if (at(item) !== whole[j]) moves.push(`${names[j]} at ${at(item)} instead of ${whole[j]} while ${names[i]} arrives`);
        });
        items[i].remove();
      }
      return moves;
    },
    [selector, nameIn] as const,
  );

/**
 * Opens `path` as a slow line may deliver it, then answers `measure`: the page's HTML stops for a second just after
 * the first three letters of `text` (the page may paint meanwhile), then the rest arrives. The page comes through a
 * proxy on this machine in front of the test host, until `measure` is done.
 */
export async function withHtmlPausedIn<T>(page: Page, baseURL: string, path: string, text: string, measure: () => Promise<T>): Promise<T> {
  const proxy = await startPausingProxy(baseURL);
  proxy.pause(
    path,
    (html) => {
      const found = html.indexOf(text);
      if (found === -1) throw new Error(`"${text}" is not in ${path}`);
      return found + 3;
    },
    1000,
  );
  try {
    await page.goto(`${proxy.url}${path}`);
    return await measure();
  } finally {
    proxy.close();
  }
}

export { layoutShifts };

/** The layout shifts seen while `path` arrives with its HTML stopped inside `text` (withHtmlPausedIn). */
export const shiftsWhenHtmlPausesIn = (page: Page, baseURL: string, path: string, text: string): Promise<LayoutShift[]> =>
  withHtmlPausedIn(page, baseURL, path, text, () => layoutShifts(page));

/** The tests' phone. */
export const PHONE = { width: 375, height: 740 };
/**
 * WCAG 2.2 §1.4.10 Reflow: at 320 CSS px wide (a 1280 px window zoomed to 400 %, or a small phone) nothing scrolls
 * sideways.
 */
export const REFLOW_WIDTH = 320;

/**
 * The page as it stands does not scroll sideways on the phone, nor narrowed to the reflow width, and its content keeps
 * its right margin; the phone after.
 */
export async function expectFitsThePhone(page: Page, where: string) {
  for (const width of [PHONE.width, REFLOW_WIDTH]) {
    await page.setViewportSize({ ...PHONE, width });
    expect.soft(await sidewaysOverflow(page), `${where} at ${width} px: px past the window's edge`).toBeLessThanOrEqual(0);
    expect.soft(await pastRightMargin(page), `${where} at ${width} px: in the right margin`).toEqual([]);
  }
  await page.setViewportSize(PHONE);
}

/** Waits until persisted state has been read, so tests act on the hydrated page. */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
}

/**
 * Holds back the page's script chunks, as a slow phone receives them a second or two after the page shows: the
 * page is on screen but not yet interactive. Call the returned function to let them through.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Writes to the stores' localStorage keys before the page's scripts run, in a page or every page of a context. */
export async function seedStorage(target: Page | BrowserContext, entries: Record<string, unknown>) {
  await target.addInitScript((data) => {
    if (sessionStorage.getItem('__seeded')) return;
    for (const [key, value] of Object.entries(data)) localStorage.setItem(key, JSON.stringify(value));
    sessionStorage.setItem('__seeded', '1');
  }, entries);
}

/**
 * Opens `path` as a 375 px phone at 2 device pixels, with `storage` in its localStorage, and lists the width (`w`) of
 * each photo it asks the photo host for, in the order asked. The photos themselves are refused, as without internet.
 */
export async function photoWidthsOnPhone(browser: Browser, path: string, storage: Record<string, unknown> = {}) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });
  await seedStorage(context, storage);
  const widths: string[] = [];
  await context.route('https://images.unsplash.com/**', (route) => {
    widths.push(new URL(route.request().url()).searchParams.get('w') ?? '');
    return route.abort('blockedbyclient');
  });
  const page = await context.newPage();
  await page.goto(path);
  await waitForHydration(page);
  return { widths, page, close: () => context.close() };
}

/**
 * Which of five points of the element (its centre, and a quarter of its width and height in from each corner, inside
 * a rounded button's curve) are off screen, or under something else.
 */
export function coveredOrOffScreen(element: Locator) {
  return element.evaluate((target) => {
    const box = target.getBoundingClientRect();
    const [x1, x2, y1, y2] = [box.left + box.width / 4, box.right - box.width / 4, box.top + box.height / 4, box.bottom - box.height / 4];
    const points = [
      ['centre', box.left + box.width / 2, box.top + box.height / 2],
      ['top left', x1, y1],
      ['top right', x2, y1],
      ['bottom left', x1, y2],
      ['bottom right', x2, y2],
    ] as const;
    return points.flatMap(([where, x, y]) => {
      if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return [`${where} off screen`];
      const hit = document.elementFromPoint(x, y);
      return hit && (hit === target || target.contains(hit)) ? [] : [`${where} under <${hit?.tagName.toLowerCase()} class="${hit?.getAttribute('class') ?? ''}">`];
    });
  });
}
