import { expect, test, waitForHydration } from './fixtures';
import { seedProducts } from '@/content/products';
import { signedInUser } from './routes';
import { chatText } from '@/content/chat';
import { notSaved } from '@/content/storage';

const tray = seedProducts.find((p) => p.id === '4')!;
const addTray = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: `Add to Cart: ${tray.name}` }).click();

test.describe('when the browser refuses to save', () => {
  for (const failure of ['QuotaExceededError', 'SecurityError'] as const) {
    test(`(${failure}) the shop keeps working in memory and says so once`, async ({ page }) => {
      await page.addInitScript((name) => {
        Storage.prototype.setItem = function refuse() {
          throw new DOMException('The browser refused to store this.', name);
        };
      }, failure);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));

      await page.goto('/');
      await waitForHydration(page);
      await addTray(page);
      await expect(page.getByTestId('cart-badge')).toHaveText('1');
      const notice = page.getByRole('status').filter({ hasText: "isn't letting us save" });
      await expect(notice).toBeVisible();

      await addTray(page);
      await expect(page.getByTestId('cart-badge')).toHaveText('2');
      await expect(notice).toHaveCount(1);
      await notice.getByRole('button', { name: 'Dismiss notice' }).click();
      await expect(notice).toHaveCount(0);
      await addTray(page);
      await expect(page.getByTestId('cart-badge')).toHaveText('3');
      await expect(notice).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }
});

test('a browser that blocks site data: the cart works in memory and says so, and a chat message is not said to be sent', async ({ page }) => {
  // What Chromium does under "Don't allow sites to save data": reading localStorage throws, and Web Locks are refused.
  await page.addInitScript(() => {
    const refuse = () => {
      throw new DOMException('The request was denied.', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', { configurable: true, get: refuse });
    Object.defineProperty(window, 'sessionStorage', { configurable: true, get: refuse });
    LockManager.prototype.request = () => Promise.reject(new DOMException('The request was denied.', 'SecurityError'));
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/');
  await waitForHydration(page);
  await addTray(page);
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await expect(page.getByRole('status').filter({ hasText: "isn't letting us save" })).toBeVisible();

  await page.getByRole('button', { name: /^Open support chat/ }).click();
  const chat = page.getByRole('dialog', { name: chatText.title });
  await chat.getByLabel(/Your name/).fill('Bo Guest');
  await chat.getByLabel(/Your email/).fill('bo@example.com');
  await chat.getByLabel(/Subject/).selectOption('Shipping');
  await chat.getByLabel(/^Message/).fill('Do you ship to Regina?');
  await chat.getByRole('button', { name: chatText.startConversation }).click();
  await expect(chat.getByRole('alert')).toHaveText(notSaved.message);
  await expect(chat.getByLabel(/^Message/)).toHaveValue('Do you ship to Regina?');
  expect(errors).toEqual([]);
});

test('two tabs stay in step: an item added in one shows in the other without a reload', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/');
  await second.goto('/products');
  await waitForHydration(first);
  await waitForHydration(second);

  await addTray(first);
  await expect(first.getByTestId('cart-badge')).toHaveText('1');
  await expect(second.getByTestId('cart-badge')).toHaveText('1');

  await second.getByRole('button', { name: `Add to Cart: ${tray.name}` }).click();
  await expect(first.getByTestId('cart-badge')).toHaveText('2');
});

test('two tabs stay in step: signing out in one signs the other out, cart and all', async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/');
  await first.evaluate((user) => {
    localStorage.setItem('session', JSON.stringify({ state: { user, accounts: [user] }, version: 1 }));
    localStorage.setItem('cart', JSON.stringify({ state: { items: [{ productId: '4', quantity: 1, customizations: [] }] }, version: 1 }));
  }, signedInUser);
  const second = await context.newPage();
  await first.reload();
  await second.goto('/products');
  await waitForHydration(first);
  await waitForHydration(second);
  const accountButton = (page: import('@playwright/test').Page) =>
    page.getByRole('banner').getByRole('button', { name: /^Ada\b/ });
  await expect(accountButton(second)).toBeVisible();
  await expect(second.getByTestId('cart-badge')).toHaveText('1');

  await accountButton(first).click();
  await first.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(first.getByRole('link', { name: 'Login' })).toBeVisible();

  await expect(second.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(accountButton(second)).toHaveCount(0);
  await expect(second.getByTestId('cart-badge')).toHaveCount(0);
});
