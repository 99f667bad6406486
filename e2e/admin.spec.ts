import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PHONE, REFLOW_WIDTH, expect, expectNoAxeViolations, holdScripts, seedStorage, test, waitForHydration } from './fixtures';
import { chatText } from '@/content/chat';
import { messages } from '@/content/messages';
import { adminLoginCopy } from '@/content/admin';
import { seedProducts } from '@/content/products';
import type { Order } from '@/types/shop';

import { ADMIN_EMAIL, ADMIN_PASSWORD, adminSession, adminStorage } from './admin-credential';

function order(overrides: Partial<Order> & Pick<Order, 'id' | 'createdAt'>): Order {
  return {
    userId: 'guest_1',
    customerEmail: 'ada@example.com',
    customerName: 'Ada Lovelace',
    items: [
      {
        productId: '1',
        productName: seedProducts[0].name,
        unitPrice: 90,
        quantity: 1,
        customizations: [
          { optionId: 'wood-type', optionName: 'Wood Type', value: 'cherry', priceAdjustment: 25 },
          { optionId: 'engraving', optionName: 'Custom Engraving', value: 'The "Smiths", 2025', priceAdjustment: 25 },
        ],
      },
    ],
    subtotal: 90,
    shipping: 15,
    shippingMethod: 'Standard',
    tax: 7.2,
    total: 112.2,
    status: 'pending',
    shippingAddress: { street: '12 Birch Ave', city: 'Lloydminster', state: 'AB', zipCode: 'T9V 0W8', country: 'Canada' },
    ...overrides,
  };
}

const now = Date.now();
const orders: Order[] = [
  order({ id: String(now - 3 * 86_400_000), createdAt: new Date(now - 3 * 86_400_000).toISOString(), status: 'delivered' }),
  order({
    id: String(now - 3_600_000),
    createdAt: new Date(now - 3_600_000).toISOString(),
    customerName: 'Bo Newman',
    customerEmail: 'bo@example.com',
    total: 48.6,
  }),
  order({ id: String(now - 86_400_000), createdAt: new Date(now - 86_400_000).toISOString(), status: 'cancelled', total: 30 }),
];
const [oldest, newest, cancelled] = orders;

async function seedAdmin(page: Page, extra: Record<string, unknown> = {}) {
  await seedStorage(page, { ...adminStorage, ...extra });
}

async function openDashboard(page: Page) {
  await page.goto('/admin');
  await waitForHydration(page);
  await expect(page.getByText(`Welcome, ${messages.adminName}`)).toBeVisible();
}

/** The dashboard's Orders tab over the three orders above; answers the oldest order's status menu, at Delivered. */
async function openOldestOrderStatus(page: Page) {
  await seedAdmin(page, { orders: { state: { orders }, version: 1 } });
  await openDashboard(page);
  await page.getByRole('tab', { name: 'Orders' }).click();
  const status = page.getByRole('combobox', { name: `Status of order #${oldest.id}` });
  await expect(status).toHaveValue('delivered');
  return status;
}

/** The oldest order's status as this browser has stored it. */
const storedOldestStatus = (page: Page) =>
  page.evaluate((id) => (JSON.parse(localStorage.getItem('orders') ?? '{}').state.orders as Order[]).find((o) => o.id === id)?.status, oldest.id);

test('/admin signed out lands on /admin/login without a flash of the dashboard', async ({ page }) => {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="admin-dashboard"]')) document.documentElement.dataset.sawDashboard = 'yes';
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('button', { name: messages.adminSignIn })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.sawDashboard)).toBeUndefined();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toHaveCount(0);
});

test.describe('a session written by hand opens nothing', () => {
  const forged = (session: Record<string, unknown>) => ({ admin: { state: { session }, version: 2 } });
  const { proof: _proof, ...withoutProof } = adminSession;
  for (const [name, storage] of [
    ['without the proof', forged(withoutProof)],
    ['with a made-up proof', forged({ ...withoutProof, proof: 'ab'.repeat(32) })],
    ['as version 1 of the shop wrote it', { admin: { state: { session: withoutProof }, version: 1 } }],
  ] as const) {
    test(`${name}: /admin sends it to /admin/login and the header shows no Admin link`, async ({ page }) => {
      await seedStorage(page, storage);
      await page.goto('/admin');
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByTestId('admin-dashboard')).toHaveCount(0);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toHaveCount(0);
    });
  }
});

test('an owner whose kept sign-in no longer holds is told so on /admin/login, and the notice passes axe', async ({ page }) => {
  // Kept from before the admin password changed: the proof no longer matches.
  await seedStorage(page, { admin: { state: { session: { ...adminSession, proof: 'ab'.repeat(32) } }, version: 2 } });
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('status').filter({ hasText: adminLoginCopy.signInEnded })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('with JavaScript held back', () => {
  test.use({ javaScriptEnabled: false });

  test('pressing Enter on /admin/login puts neither the email nor the password in the address', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel(/^Email/).fill('owner@example.com');
    const password = page.getByLabel(/^Password/);
    await password.fill('a secret passphrase');
    await password.press('Enter');
    await page.waitForLoadState();
    expect(page.url()).not.toMatch(/secret|passphrase|owner|password=/i);
    expect(new URL(page.url()).search).toBe('');
  });

  for (const path of ['/contact', '/custom']) {
    test(`pressing Enter in ${path}'s form puts nothing typed in the address`, async ({ page }) => {
      await page.goto(path);
      const email = page.getByLabel(/^Email/).first();
      await email.fill('ada@example.com');
      await email.press('Enter');
      await page.waitForLoadState();
      expect(page.url()).not.toMatch(/ada|example/i);
      expect(new URL(page.url()).search).toBe('');
    });
  }
});

test("a wrong password shows 'Invalid email or password' in a red box", async ({ page }) => {
  await page.goto('/admin/login');
  await waitForHydration(page);
  await page.getByLabel(/^Email/).fill(ADMIN_EMAIL);
  await page.getByLabel(/^Password/).fill(`${ADMIN_PASSWORD}x`);
  await page.getByRole('button', { name: messages.adminSignIn }).click();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toHaveText(messages.invalidCredentials);
  // The button is busy while checking, not disabled: the keyboard stays on it, not dropped to the page.
  await expect(page.getByRole('button', { name: messages.adminSignIn })).toBeFocused();
  await expect(alert).toHaveCSS('background-color', 'rgb(253, 236, 234)');
  await expect(alert).toHaveCSS('color', 'rgb(166, 27, 27)');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expectNoAxeViolations(page);
});

test('an email and password typed before the sign-in page is interactive are kept, and sign in', async ({ page }) => {
  const releaseScripts = await holdScripts(page);
  await page.goto('/admin/login', { waitUntil: 'domcontentloaded' });
  await page.getByLabel(/^Email/).pressSequentially(ADMIN_EMAIL);
  await page.getByLabel(/^Password/).pressSequentially(ADMIN_PASSWORD);
  releaseScripts();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: messages.adminSignIn })).toBeEnabled();
  await expect(page.getByLabel(/^Email/)).toHaveValue(ADMIN_EMAIL);
  await page.getByRole('button', { name: messages.adminSignIn }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
});

test('the right credential opens the dashboard with five cards; the session persists; logout goes home', async ({ page }) => {
  await page.goto('/admin/login');
  await waitForHydration(page);
  await page.getByLabel(/^Email/).fill(ADMIN_EMAIL.toUpperCase());
  const password = page.getByLabel(/^Password/);
  await password.fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: messages.adminSignIn }).click();

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText(`Welcome, ${messages.adminName}`)).toBeVisible();
  const cards = page.getByRole('list', { name: 'Shop summary' }).getByRole('listitem');
  await expect(cards).toHaveCount(5);
  await expect(page.getByTestId('stat-products')).toContainText(String(seedProducts.length));
  await expect(page.getByRole('tab')).toHaveText(['Products', 'Customer Messages', 'Orders', 'Custom Requests']);

  // The shop's header has an Admin link for the owner, and it really opens the dashboard (which has a frame of its own).
  await page.goto('/products');
  await waitForHydration(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(`Welcome, ${messages.adminName}`)).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText(`Welcome, ${messages.adminName}`)).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('adds a product, edits its price and deletes it, and every tab of the shop follows', async ({ page, context }) => {
  test.setTimeout(60_000); // three tabs of the shop follow four changes: 25-32 s on a slow machine
  await seedAdmin(page);
  await openDashboard(page);
  const shop = await context.newPage();
  await shop.goto('/products');
  await waitForHydration(shop);
  const name = 'Live-Edge Walnut Shelf';
  const card = shop.getByTestId('product-grid').getByRole('article').filter({ hasText: name });
  await expect(card).toHaveCount(0);

  await page.getByRole('button', { name: 'Add Product' }).click();
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(messages.fillRequiredFields);
  // The keyboard goes to the first field to fix.
  await expect(page.getByLabel(/^Name/)).toBeFocused();
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Description/).fill('A floating shelf with its natural edge left on.');
  await page.getByLabel(/^Price/).fill('89.50');
  await page.getByLabel('Category', { exact: true }).selectOption('home-decor');
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(messages.addProductImage);
  await expect(page.getByRole('textbox', { name: 'Image URL 1' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Image URL 1' }).fill('/icon.svg');
  await page.getByRole('textbox', { name: 'Material 1' }).fill('Black walnut');
  // Text the number field cannot read ("1e") is a price in the wrong form, not a missing one.
  await page.getByLabel(/^Price/).fill('');
  await page.getByLabel(/^Price/).pressSequentially('1e');
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Enter a price from 0 to 99,999.99, in dollars and cents (for example 24.99)');
  await expect(page.getByLabel(/^Price/)).toBeFocused();
  await page.getByLabel(/^Price/).fill('89.50');
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Added ${name}.` })).toBeVisible();
  await expect(page.getByRole('rowheader', { name })).toBeVisible();
  await expect(page.getByTestId('stat-products')).toContainText(String(seedProducts.length + 1));

  // The shopper's tab shows it without a reload, and so does a fresh visit.
  await expect(card).toContainText('$89.50');
  await shop.goto('/products?category=home-decor');
  await waitForHydration(shop);
  await expect(card).toContainText('Black walnut');
  // Its own address opens it on the static host too (through 404.html and the catalogue store).
  const newId = await shop.evaluate((productName) => {
    const stored = JSON.parse(localStorage.getItem('catalogue') ?? '{}');
    return stored.state.products.find((p: { name: string; id: string }) => p.name === productName).id as string;
  }, name);
  await shop.goto(`/product/${newId}`);
  await expect(shop.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(shop.getByRole('main')).toContainText('$89.50');
  await shop.goto('/products?category=home-decor');
  await waitForHydration(shop);

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByLabel(/^Price/).fill('94.25');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('$94.25');
  await expect(card).toContainText('$94.25');

  const dialogs: string[] = [];
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('rowheader', { name })).toBeVisible();
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('rowheader', { name })).toHaveCount(0);
  expect(dialogs).toEqual([messages.deleteProductConfirm, messages.deleteProductConfirm]);
  await expect(card).toHaveCount(0);
});

test('replies to a conversation a guest started; the guest sees the unread reply; then closes it', async ({ page, context }) => {
  const guest = await context.newPage();
  await guest.clock.install();
  await guest.goto('/');
  await waitForHydration(guest);
  await guest.getByRole('button', { name: /^Open support chat/ }).click();
  const widget = guest.getByRole('dialog', { name: chatText.title });
  await widget.getByLabel(/Your name/).fill('Bo Guest');
  await widget.getByLabel(/Your email/).fill('bo@example.com');
  await widget.getByLabel(/Subject/).selectOption('Shipping');
  await widget.getByLabel(/^Message/).fill('Do you ship to Regina?');
  await widget.getByRole('button', { name: chatText.startConversation }).click();
  await expect(widget.getByRole('heading', { name: 'Shipping' })).toBeVisible();
  await guest.clock.runFor(2000);
  await expect(widget.getByText(messages.autoReply)).toBeVisible();
  await widget.getByRole('button', { name: chatText.closeChat }).click();
  await expect(guest.getByTestId('chat-unread')).toHaveText('1');

  await seedAdmin(page);
  await openDashboard(page);
  await expect(page.getByTestId('stat-unreadMessages')).toContainText('1');
  await page.getByRole('tab', { name: 'Customer Messages' }).click();
  await page.getByRole('button', { name: /Shipping/ }).click();
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText('Do you ship to Regina?');
  const reply = page.getByRole('textbox', { name: 'Reply to Bo Guest' });
  await reply.fill('Yes, we ship across Canada, Regina included.');
  await reply.press('Enter');
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText('Regina included.');
  await expect(page.getByTestId('stat-unreadMessages')).toContainText('0');

  // The guest's tab, without a reload: the reply is a second unread message, shown on opening the conversation.
  await expect(guest.getByTestId('chat-unread')).toHaveText('2');
  await guest.getByRole('button', { name: /^Open support chat/ }).click();
  await expect(widget.getByText('Yes, we ship across Canada, Regina included.')).toBeVisible();

  await page.getByRole('button', { name: 'Close conversation' }).click();
  await expect(page.getByRole('button', { name: /Shipping/ })).toContainText('Closed');
  await expect(widget.getByText(chatText.closedNotice)).toBeVisible();
});

test("changes an order's status from the dropdown, in any order, and it persists", async ({ page }) => {
  await seedAdmin(page, { orders: { state: { orders }, version: 1 } });
  await openDashboard(page);
  await page.getByRole('tab', { name: 'Orders' }).click();
  const headings = page.getByTestId('admin-order').getByRole('heading', { level: 3 });
  await expect(headings).toHaveText([`Order #${newest.id}`, `Order #${cancelled.id}`, `Order #${oldest.id}`]);
  const first = page.getByTestId('admin-order').first();
  await expect(first).toContainText('Bo Newman');
  await expect(first).toContainText('Wood Type: Black cherry');
  await expect(first).toContainText('12 Birch Ave');

  const status = page.getByRole('combobox', { name: `Status of order #${oldest.id}` });
  await expect(status).toHaveValue('delivered');
  await status.selectOption('pending');
  await status.selectOption('shipped');
  // Saved before the reload: a reload while a change is still being written would lose it, as it would for a person.
  await expect(page.getByRole('status').filter({ hasText: `Order #${oldest.id} is now shipped.` })).toBeVisible();
  await expect(status).toHaveValue('shipped');
  await expect(page.getByRole('combobox', { name: `Status of order #${cancelled.id}` })).toHaveValue('cancelled');

  await page.reload();
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page.getByRole('combobox', { name: `Status of order #${oldest.id}` })).toHaveValue('shipped');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('orders') ?? '{}'));
  expect(stored.state.orders.find((o: Order) => o.id === oldest.id).status).toBe('shipped');
});


test('a status chosen for an order that another tab has just changed is refused, and the order shows what it is now', async ({ page }) => {
  const status = await openOldestOrderStatus(page);
  // Another tab's change, which this page has not been told of yet (a tab is not told of its own writes).
  await page.evaluate((id) => {
    const stored = JSON.parse(localStorage.getItem('orders')!);
    stored.state.orders = stored.state.orders.map((o: { id: string }) => (o.id === id ? { ...o, status: 'processing' } : o));
    localStorage.setItem('orders', JSON.stringify(stored));
  }, oldest.id);
  await status.selectOption('shipped');

  const refusal = page.getByRole('status').filter({ hasText: `Order #${oldest.id} was changed elsewhere just now and is now processing. Nothing was saved` });
  await expect(refusal).toBeVisible();
  // In the shop's warning red (ember), not the green of a change made.
  await expect(refusal).toHaveCSS('color', 'rgb(166, 27, 27)');
  await expect(status).toHaveValue('processing');
  expect(await storedOldestStatus(page)).toBe('processing');
});

test('a status chosen again while the first choice is still being saved is saved after it, not refused', async ({ page }) => {
  const status = await openOldestOrderStatus(page);
  // The owner's first choice waits to be written (another tab holds the orders key) while they choose again.
  await page.evaluate(
    () =>
      new Promise<void>((held) => {
        void navigator.locks.request('shop-storage:orders', () => {
          held();
          return new Promise<void>((release) => Object.assign(window, { releaseOrders: release }));
        });
      }),
  );
  await status.selectOption('pending');
  await status.selectOption('shipped');
  await expect(status).toHaveValue('shipped');
  await page.evaluate(() => (window as unknown as { releaseOrders: () => void }).releaseOrders());

  const done = page.getByRole('status').filter({ hasText: `Order #${oldest.id} is now shipped.` });
  await expect(done).toBeVisible();
  await expect(done).toHaveCSS('color', 'rgb(63, 90, 54)');
  await expect(status).toHaveValue('shipped');
  expect(await storedOldestStatus(page)).toBe('shipped');
});

test('exports the orders as CSV: a header row and one row per order', async ({ page }) => {
  await seedAdmin(page, { orders: { state: { orders }, version: 1 } });
  await openDashboard(page);
  await page.getByRole('tab', { name: 'Orders' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const rows = text.trimEnd().split('\r\n');
  expect(rows[0]).toBe('Order ID,Date,Customer Email,Items,Total,Status');
  expect(rows).toHaveLength(1 + orders.length);
  expect(rows[1]).toBe(
    `${newest.id},${newest.createdAt},bo@example.com,"1 x ${seedProducts[0].name} (Wood Type: Black cherry; Custom Engraving: The ""Smiths"", 2025)",48.60,pending`,
  );
  expect(rows.map((row) => row.split(',')[0]).slice(1)).toEqual([newest.id, cancelled.id, oldest.id]);
});

test('has no axe violations on each tab, with the product form open', async ({ page }) => {
  test.setTimeout(60_000); // four full axe passes over the dashboard
  await seedAdmin(page, { orders: { state: { orders }, version: 1 } });
  await openDashboard(page);
  await page.getByRole('button', { name: 'Add Product' }).click();
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  await page.getByRole('button', { name: 'Add image URL' }).click();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: `Edit ${seedProducts[7].name}` }).click();
  await expect(page.getByRole('heading', { name: `Edit Product: ${seedProducts[7].name}` })).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Customer Messages' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Customer Messages' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page.getByTestId('admin-order')).toHaveCount(orders.length);
  await page.getByText('Show revenue by day').click();
  await expectNoAxeViolations(page);
});

test('a six-figure revenue stays on one line in its card at every desktop width', async ({ page }) => {
  const big = order({ id: String(now - 7_200_000), createdAt: new Date(now - 7_200_000).toISOString(), total: 400_784 });
  await seedAdmin(page, { orders: { state: { orders: [big] }, version: 1 } });
  await page.goto('/admin');
  const revenue = page.getByTestId('stat-revenue').getByText('$400,784.00');
  await expect(revenue).toBeVisible();
  for (const width of [1024, 1280, 1366, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    const lines = await revenue.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, `${width} px`).toBe(1);
  }
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the dashboard fits the phone without sideways scrolling, and its summary cards hold their words down to 320 px', async ({ page }) => {
    await seedAdmin(page, { orders: { state: { orders }, version: 1 } });
    await openDashboard(page);
    for (const tab of ['Products', 'Orders']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      // The page's own content (the header is the layout's): nothing sticks out past the right edge.
      const overflow = await page.evaluate(() => {
        const main = document.querySelector('main')!;
        return Math.max(...[...main.querySelectorAll('*')].map((el) => el.getBoundingClientRect().right)) - window.innerWidth;
      });
      expect(overflow, `${tab} tab`).toBeLessThanOrEqual(0);
    }
    await expectNoAxeViolations(page);
    // Each summary card's words stay inside the card, down to 320 px (a small phone, or a desktop zoomed to 400 %).
    for (const width of [PHONE.width, REFLOW_WIDTH]) {
      await page.setViewportSize({ ...PHONE, width });
      const cards = page.getByRole('list', { name: 'Shop summary' }).getByRole('listitem');
      await expect(cards).toHaveCount(5);
      for (const card of await cards.all()) {
        const spill = await card.evaluate((item) => {
          const style = getComputedStyle(item);
          const box = item.getBoundingClientRect();
          const inner = { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) };
          const texts = [...item.querySelectorAll('p')];
          if (texts.length === 0) return Number.POSITIVE_INFINITY; // a card without its words is no card
          return Math.max(
            ...texts.map((text) => {
              const range = document.createRange();
              range.selectNodeContents(text);
              const words = range.getBoundingClientRect();
              return Math.max(words.right - inner.right, inner.left - words.left);
            }),
          );
        });
        expect.soft(spill, `${(await card.innerText()).replace(/\s+/g, ' ')} at ${width} px: px past its card's edge`).toBeLessThanOrEqual(0);
      }
    }
    // The shop's mobile menu leads the owner back to the dashboard (which has a bar of its own, without that menu).
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });
});
