// The accessibility sweep: axe-core on every route of rules §2, at desktop width and at 375 px (with each route's
// Content-Security-Policy), and in the interactive states of the shell. Feature specs check their own states (forms
// with errors, dialogs, tabs). At desktop width each route is also put through HTML_CodeSniffer's WCAG 2 AA standard,
// the engine of pa11y, an outside checker an auditor may run: it reads some things differently from axe (a form
// without a submit button, autocomplete values against their field's type), for 2-5 s more in the whole walk.
import type { Page } from '@playwright/test';
import {
  PHONE,
  REFLOW_WIDTH,
  expect,
  expectNoAxeViolations,
  expectNoHtmlcsErrors,
  expectFitsThePhone,
  expectPolicyKept,
  recordCspViolations,
  test,
  waitForHydration,
} from './fixtures';
import { routes } from './routes';
import { chatText } from '@/content/chat';

/** Opens a route with only the given keys stored; the page must already be on the shop (for its storage). */
async function open(page: Page, path: string, storage: Record<string, unknown> = {}) {
  if (page.url() === 'about:blank') await page.goto('/');
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
  }, storage);
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

// One test per width walks every route, a step each, so a failure names the route; the page is set up once. Each
// page is also held to its Content-Security-Policy here, and on the phone to fitting, without sideways scrolling and
// within its margins, at 375 px and, narrowed, at 320 px, since loading every route is what such a walk costs.
for (const width of [1366, PHONE.width]) {
  const phone = width === PHONE.width;
  const title = phone ? `every route has no axe violations, keeps its Content-Security-Policy and fits the screen and its margins at ${width} and ${REFLOW_WIDTH} px` : `every route has no axe violations nor HTML_CodeSniffer errors and keeps its Content-Security-Policy at ${width} px`;
  test(title, async ({ page }) => {
    test.setTimeout(routes.length * 25_000); // 15 s a route was used up to 93% on a slow machine
    const viewport = phone ? PHONE : { width, height: 900 };
    await recordCspViolations(page);
    for (const route of routes) {
      await test.step(route.path, async () => {
        await page.setViewportSize(viewport);
        await open(page, route.path, route.storage);
        await expectPolicyKept(page, { soft: true });
        await expectNoAxeViolations(page, { soft: true });
        if (phone) await expectFitsThePhone(page, route.path);
        else await expectNoHtmlcsErrors(page, { soft: true, where: route.path });
      });
    }
  });
}

test.describe('the shell in its interactive states', () => {
  test('the mobile menu, open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await open(page, '/products');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const width of [1366, 375]) {
    test(`the chat panel in each state at ${width} px`, async ({ page }) => {
      test.setTimeout(60_000); // four states, an axe pass each: 27-33 s on a slow machine
      await page.setViewportSize({ width, height: width > 600 ? 900 : 740 });
      await open(page, '/');
      const panel = page.getByRole('dialog', { name: chatText.title });

      await page.getByRole('button', { name: /^Open support chat/ }).click();
      await expect(panel.getByLabel(/Your name/)).toBeVisible();
      // The panel's title bar is not a second banner: the page's header stays the only one.
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expectNoAxeViolations(page); // new-conversation form

      await panel.getByRole('button', { name: chatText.startConversation }).click();
      await expect(panel.getByText(chatText.errors.name)).toBeVisible();
      await expectNoAxeViolations(page); // with its errors showing

      await panel.getByLabel(/Your name/).fill('Bo Guest');
      await panel.getByLabel(/Your email/).fill('bo@example.com');
      await panel.getByLabel(/Subject/).selectOption('Shipping');
      await panel.getByLabel(/^Message/).fill('Do you ship to Regina?');
      await panel.getByRole('button', { name: chatText.startConversation }).click();
      await expect(panel.getByRole('heading', { name: 'Shipping' })).toBeVisible();
      await expectNoAxeViolations(page); // conversation view

      await panel.getByRole('button', { name: chatText.backToConversations }).click();
      await expect(panel.getByRole('heading', { name: chatText.conversationsHeading })).toBeVisible();
      await expectNoAxeViolations(page); // conversation list

      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expectNoAxeViolations(page); // minimised
    });
  }
});

/** WCAG 2.2 §1.4.11: a text field's edge is what shows it is there, so it needs 3:1 against what it touches. */
const MIN_FIELD_EDGE_CONTRAST = 3;

/** The routes that show text fields, selects or text areas without being opened further. */
const routesWithFields = new Set(['/products', '/product/1', '/cart', '/checkout', '/login', '/profile/edit', '/contact', '/custom', '/admin/login', '/admin']);

test(`every text field's edge has ${MIN_FIELD_EDGE_CONTRAST}:1 contrast against the page`, async ({ page }) => {
  test.setTimeout(routesWithFields.size * 10_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  for (const route of routes.filter((r) => routesWithFields.has(r.path))) {
    await test.step(route.path, async () => {
      await open(page, route.path, route.storage);
      const fields = await page.evaluate(() => {
        const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
        const luminance = ([r, g, b]: number[]) =>
          [r, g, b]
            .map((c) => c / 255)
            .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
            .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
        const contrast = (a: string, b: string) => {
          const [x, y] = [luminance(rgb(a)), luminance(rgb(b))].sort((m, n) => n - m);
          return (x + 0.05) / (y + 0.05);
        };
        const opaqueBackground = (element: Element | null): string => {
          for (let node = element; node; node = node.parentElement) {
            const color = getComputedStyle(node).backgroundColor;
            const alpha = rgb(color)[3];
            if (color !== 'transparent' && (alpha === undefined || alpha === 1)) return color;
          }
          return 'rgb(255, 255, 255)';
        };
        const selector = 'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=file]), select, textarea';
        return [...document.querySelectorAll(selector)]
          .filter((field) => field.getClientRects().length > 0 && !field.closest('[hidden], [aria-hidden=true]'))
          .map((field) => {
            // A field inside a composite control (the cart's − / number / + stepper) is framed by that control.
            const framed = getComputedStyle(field).borderTopWidth === '0px' && field.parentElement ? field.parentElement : field;
            const style = getComputedStyle(framed);
            const edge = style.borderTopColor;
            const worst = Math.min(contrast(edge, opaqueBackground(framed)), contrast(edge, opaqueBackground(framed.parentElement)));
            return { field: field.id || field.getAttribute('name') || field.tagName, border: style.borderTopWidth, contrast: Number(worst.toFixed(2)) };
          });
      });
      expect(fields.length, 'fields on the page').toBeGreaterThan(0);
      for (const field of fields) {
        expect.soft(field.border, `${field.field} has a visible border`).not.toBe('0px');
        expect.soft(field.contrast, `${field.field} edge contrast`).toBeGreaterThanOrEqual(MIN_FIELD_EDGE_CONTRAST);
      }
    });
  }
});
