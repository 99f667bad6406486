import { adminStorage } from './admin-credential';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, seedStorage, sidewaysOverflow, test, waitForHydration } from './fixtures';
import { ada, orderOf, ordersStorage, sessionStorageFor } from './account-data';
import { chatText } from '@/content/chat';
import { messages } from '@/content/messages';
import { seedProducts } from '@/content/products';
import type { Order } from '@/types/shop';


// Four orders of Ada's, oldest first; the newest three cover a status each.
const oldest = orderOf(ada, 30, 'delivered');
const delivered = orderOf(ada, 10, 'delivered');
const processing = orderOf(ada, 5, 'processing');
const pending = orderOf(ada, 1, 'pending');
const someoneElse = orderOf({ ...ada, id: 'user_2', email: 'bo@example.com' }, 0, 'pending');
const fourOrders = [oldest, delivered, processing, pending, someoneElse];

const orderCards = (page: Page) => page.getByTestId('customer-order');
const actionsOf = (page: Page, order: Order) => page.getByRole('group', { name: `Actions for order #${order.id}` });

async function openOrders(page: Page) {
  await page.goto('/dashboard?tab=orders');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Your orders' })).toBeVisible();
}

test('signed out, the dashboard asks to log in, with a link that comes back here', async ({ page }) => {
  await page.goto('/orders?tab=orders');
  await waitForHydration(page);
  await expect(page.getByText(messages.dashboardLoginRequired)).toBeVisible();
  const login = page.getByRole('main').getByRole('link', { name: 'Log in' });
  await expect(login).toHaveAttribute('href', '/login?redirect=%2Forders%3Ftab%3Dorders');
  await expectNoAxeViolations(page);
  await login.click();
  await page.getByLabel('Email address').fill('ada@example.com');
  await page.getByLabel(/^Password/).fill('x');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/orders\?tab=orders$/);
  await expect(page.getByText('You have not placed any orders yet.')).toBeVisible();
});

test('the profile tab shows name, email, phone and address; the tabs are links and Back works', async ({ page }) => {
  await seedStorage(page, sessionStorageFor(ada));
  await page.goto('/dashboard');
  await waitForHydration(page);
  const tabs = page.getByRole('navigation', { name: 'Account sections' });
  await expect(tabs.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  const profile = page.getByRole('region', { name: 'Your profile' });
  for (const text of ['Ada Lovelace', 'ada@example.com', '780 555 0100', '12 Birch Ave', 'Lloydminster, AB T9V 0W8', 'Canada']) {
    await expect(profile).toContainText(text);
  }
  await expect(profile.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/profile/edit');

  await tabs.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=orders$/);
  await expect(tabs.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: 'Your orders' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Your profile' })).toBeVisible();
});

test('after four orders the orders tab shows the newest 3, newest first, with the buttons of each status', async ({ page }) => {
  await seedStorage(page, { ...sessionStorageFor(ada), ...ordersStorage(fourOrders) });
  await openOrders(page);
  await expect(orderCards(page)).toHaveCount(3);
  await expect(orderCards(page).getByTestId('order-id')).toHaveText([`#${pending.id}`, `#${processing.id}`, `#${delivered.id}`]);
  await expect(page.getByTestId('orders-count')).toHaveText('Showing your 3 most recent orders of 4 in all.');

  const first = orderCards(page).first();
  await expect(first).toContainText('Pending');
  await expect(first).toContainText('Wood Type: Black cherry');
  await expect(first).toContainText('Custom Engraving: The Lovelaces');
  await expect(first.getByTestId('summary-total')).toHaveText(`$${pending.total.toFixed(2)}`);

  const buttons = (order: Order) => actionsOf(page, order).getByRole('button');
  await expect(buttons(pending)).toHaveText([messages.cancelOrder, messages.contactSupport]);
  await expect(buttons(processing)).toHaveText([messages.cancelOrder, messages.contactSupport]);
  await expect(buttons(delivered)).toHaveText([messages.reorderItems, messages.contactSupport]);
  await expectNoAxeViolations(page);
});

test('Cancel Order asks first, then marks the order cancelled for the customer and the admin', async ({ page }) => {
  await seedStorage(page, { ...sessionStorageFor(ada), ...ordersStorage([processing]), ...adminStorage });
  await openOrders(page);

  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await actionsOf(page, processing).getByRole('button', { name: messages.cancelOrder }).click();
  expect(questions).toEqual(['Are you sure you want to cancel this order?']);
  await expect(orderCards(page)).toContainText('Processing');

  page.once('dialog', (dialog) => void dialog.accept());
  await actionsOf(page, processing).getByRole('button', { name: messages.cancelOrder }).click();
  await expect(page.getByText(`Order #${processing.id} has been cancelled.`)).toBeVisible();
  await expect(orderCards(page)).toContainText('Cancelled');
  await expect(actionsOf(page, processing).getByRole('button')).toHaveText([messages.contactSupport]);
  await expect(actionsOf(page, processing).getByRole('button', { name: messages.contactSupport })).toBeFocused();

  await page.reload();
  await waitForHydration(page);
  await expect(orderCards(page)).toContainText('Cancelled');

  await page.goto('/admin');
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page.getByRole('combobox', { name: `Status of order #${processing.id}` })).toHaveValue('cancelled');
});

test("a status the admin sets shows on the customer's orders tab", async ({ page }) => {
  await seedStorage(page, { ...sessionStorageFor(ada), ...ordersStorage([pending]), ...adminStorage });
  await page.goto('/admin');
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Orders' }).click();
  await page.getByRole('combobox', { name: `Status of order #${pending.id}` }).selectOption('shipped');
  await expect(page.getByText(`Order #${pending.id} is now shipped.`)).toBeAttached();

  await openOrders(page);
  await expect(orderCards(page)).toContainText('Shipped');
  await expect(actionsOf(page, pending).getByRole('button')).toHaveText([messages.contactSupport]);
});

test('Reorder Items puts the same lines back in the cart and opens it', async ({ page }) => {
  await seedStorage(page, { ...sessionStorageFor(ada), ...ordersStorage([delivered]) });
  await openOrders(page);
  await actionsOf(page, delivered).getByRole('button', { name: messages.reorderItems }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await waitForHydration(page);
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.first()).toContainText('Black cherry (+$25.00)');
  await expect(lines.first()).toContainText('The Lovelaces (+$25.00)');
  await expect(lines.first().getByRole('spinbutton')).toHaveValue('2');
  await expect(lines.nth(1)).toContainText(seedProducts[1].name);
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
});

test('Reorder Items names what cannot be re-added (out of stock) and keeps the rest', async ({ page }) => {
  const soldOut = seedProducts.find((p) => p.id === '8')!;
  const order: Order = {
    ...delivered,
    items: [
      ...delivered.items.slice(0, 1),
      { productId: soldOut.id, productName: soldOut.name, unitPrice: soldOut.price, quantity: 1, customizations: [] },
    ],
  };
  await seedStorage(page, { ...sessionStorageFor(ada), ...ordersStorage([order]) });
  await openOrders(page);
  await actionsOf(page, order).getByRole('button', { name: messages.reorderItems }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(`We could not add ${soldOut.name} to your cart`);
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await page.getByRole('main').getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
});

test('Contact Support opens the chat on a new conversation about the order', async ({ page }) => {
  await seedStorage(page, { ...sessionStorageFor(ada), ...ordersStorage([pending]) });
  await openOrders(page);
  await actionsOf(page, pending).getByRole('button', { name: messages.contactSupport }).click();
  const chat = page.getByRole('dialog', { name: chatText.title });
  await expect(chat).toBeVisible();
  await expect(chat.getByLabel(/Subject/)).toHaveValue('Order Status');
  await expect(chat.getByLabel(/^Message/)).toHaveValue(`About order ${pending.id}: `);
  // The subject has the focus; Tab goes on to the message, where typing continues after the order id.
  await expect(chat.getByLabel(/Subject/)).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('when will it ship?');
  await chat.getByRole('button', { name: chatText.startConversation }).click();
  await expect(chat.getByText(`About order ${pending.id}: when will it ship?`)).toBeVisible();
});

test('Logout from an account screen goes home', async ({ page }) => {
  await seedStorage(page, sessionStorageFor(ada));
  await page.goto('/profile/edit');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('button', { name: /^Ada\b/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the orders tab, the account menu, the profile and its editor fit the phone without sideways scrolling', async ({ page }) => {
    await seedStorage(page, { ...sessionStorageFor(ada), ...ordersStorage(fourOrders) });
    await openOrders(page);
    await page.getByRole('banner').getByRole('button', { name: /^Ada\b/ }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeInViewport();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    for (const path of ['/profile/edit', '/dashboard']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
    }
  });
});
