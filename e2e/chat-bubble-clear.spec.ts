// Nothing floats over what a person is filling in (issue 84): the chat bubble, fixed to the window's lower right
// corner, never covers a field, a button or a link that has the focus, and leaves the page's last lines clear.
import type { Page } from '@playwright/test';
import { PHONE, REFLOW_WIDTH, coveredOrOffScreen, expect, seedStorage, test, waitForHydration } from './fixtures';
import { withCart } from './routes';

const PHONE_390 = { width: 390, height: 844 };

/** What of the focused element lies under the chat bubble as it shows now (nothing when the bubble is not shown). */
const focusedUnderBubble = (page: Page) =>
  page.evaluate(() => {
    const bubble = document.querySelector<HTMLElement>('button[aria-label^="Open support chat"]');
    const focused = document.activeElement;
    if (!bubble || !focused || focused === document.body || focused === bubble) return null;
    if (!bubble.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return null;
    const [a, b] = [bubble.getBoundingClientRect(), focused.getBoundingClientRect()];
    const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
    const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
    if (width <= 0 || height <= 0) return null;
    const name = focused.getAttribute('aria-label') || focused.id || focused.textContent?.trim() || '';
    return `<${focused.tagName.toLowerCase()} ${name}> ${Math.round(width)}x${Math.round(height)} px under the bubble`;
  });

async function openCheckout(page: Page) {
  await seedStorage(page, withCart);
  await page.goto('/checkout');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
}

for (const viewport of [PHONE_390, { width: 1024, height: 768 }]) {
  test(`/checkout at ${viewport.width} px: tabbing from the first field to Place order, nothing focused is under the chat bubble`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openCheckout(page);
    await page.getByLabel('Email address').focus();
    const covered: string[] = [];
    for (let step = 0; step < 40; step++) {
      const under = await focusedUnderBubble(page);
      if (under) covered.push(under);
      if (await page.getByRole('button', { name: 'Place order' }).evaluate((button) => button === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(page.getByRole('button', { name: 'Place order' })).toBeFocused();
    expect(covered).toEqual([]);
  });
}

test('/checkout at 390 px: the street address being typed into stays uncovered as the page scrolls', async ({ page }) => {
  await page.setViewportSize(PHONE_390);
  await openCheckout(page);
  const street = page.getByLabel('Street address');
  await street.click();
  await page.keyboard.type('12 Main');
  // The shopper scrolls while typing, until the field is at the bottom of the window, where the bubble is.
  for (const fromBottom of [80, 60, 40, 20]) {
    await street.evaluate((field, fromBottom) => window.scrollBy(0, field.getBoundingClientRect().bottom - (window.innerHeight - fromBottom)), fromBottom);
    expect.soft(await focusedUnderBubble(page), `the field's bottom ${fromBottom} px above the window's`).toBeNull();
  }
  await expect(street).toBeFocused();
  await expect(street).toHaveValue('12 Main');
});

test('/checkout: Place order, focused, is on screen and uncovered at every width from 320 to 1366 px', async ({ page }) => {
  await openCheckout(page);
  const placeOrder = page.getByRole('button', { name: 'Place order' });
  for (const width of [REFLOW_WIDTH, PHONE.width, PHONE_390.width, 768, 1024, 1280, 1366]) {
    await page.setViewportSize({ width, height: width < 700 ? 740 : 800 });
    // Focused again from the top of the page, as a keyboard user comes to it.
    await placeOrder.blur();
    await page.evaluate(() => window.scrollTo(0, 0));
    await placeOrder.focus();
    expect.soft(await coveredOrOffScreen(placeOrder), `${width} px`).toEqual([]);
  }
});

// The page's last lines (the footer's links) can be scrolled clear of the bubble: at the bottom of the page none of
// them is under it.
for (const width of [PHONE.width, 768, 1024]) {
  test(`at ${width} px, scrolled to the bottom, no link, button or field is under the chat bubble`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/contact']) {
      await page.goto(path);
      await waitForHydration(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const under = await page.evaluate(() => {
        const bubble = document.querySelector<HTMLElement>('button[aria-label^="Open support chat"]')!;
        const a = bubble.getBoundingClientRect();
        return [...document.querySelectorAll<HTMLElement>('a, button, input, select, textarea')]
          .filter((element) => element !== bubble && element.checkVisibility({ visibilityProperty: true }))
          .filter((element) => {
            const b = element.getBoundingClientRect();
            return Math.min(a.right, b.right) > Math.max(a.left, b.left) && Math.min(a.bottom, b.bottom) > Math.max(a.top, b.top);
          })
          .map((element) => `<${element.tagName.toLowerCase()}> ${element.textContent?.trim() || element.getAttribute('aria-label')}`);
      });
      expect.soft(under, path).toEqual([]);
    }
  });
}
