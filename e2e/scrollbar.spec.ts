import { TEST_CHROMIUM_ARGS, findChromium } from '@/scripts/browser.mjs';
import { expect, test, waitForHydration } from './fixtures';

// Headless Chromium hides scrollbars unless told otherwise; desktop Windows and Linux show classic ones, which take
// width from the page when it grows taller than the window.
test.use({
  viewport: { width: 1366, height: 1200 },
  launchOptions: { executablePath: findChromium() ?? undefined, args: TEST_CHROMIUM_ARGS, ignoreDefaultArgs: ['--hide-scrollbars'] },
});

test('the header stays put between a short page and a long one when the window shows a scrollbar', async ({ page }) => {
  const headerLeft = async (path: string) => {
    await page.goto(path);
    await waitForHydration(page);
    return page.getByRole('banner').getByRole('link', { name: 'Cart' }).evaluate((el) => el.getBoundingClientRect().left);
  };
  // The empty cart is short, but the footer starts below the fold on every page (app/layout.tsx), and the page keeps
  // room for a scrollbar besides (globals.css).
  const onEmptyCart = await headerLeft('/cart');
  const onCatalogue = await headerLeft('/products');
  expect(onCatalogue).toBe(onEmptyCart);
});
