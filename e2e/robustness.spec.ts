import { expect, test } from './fixtures';
import { routes, storeKeys } from './routes';

// What a broken extension, an old version of the shop or a curious shopper may leave in localStorage.
const badValues: Record<string, string> = {
  'not JSON': '{"state": {not json',
  'wrong types': JSON.stringify({
    state: { items: 'x', products: 7, orders: {}, user: 'bob', accounts: 5, conversations: [1, { id: 2 }], guestId: 9, session: [], requests: 'no', marks: null },
    version: 1,
  }),
  'another version with half-valid entries': JSON.stringify({
    state: {
      items: [{ productId: '1', quantity: 'lots' }, { productId: '2', quantity: 1, customizations: [] }],
      products: [{ id: '1', name: 'Half a product' }],
      orders: [{ id: 5 }],
      conversations: [{ id: 'c', messages: 'none' }],
    },
    version: 99,
  }),
  'a bare list': '[1,"two",null,{"state":{}}]',
};

// One test per kind of bad data walks every route, a step each, so a failure names both.
for (const [label, value] of Object.entries(badValues)) {
  test(`every route survives ${label} in every key`, async ({ page }) => {
    test.setTimeout(routes.length * 10_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    for (const route of routes) {
      await test.step(route.path, async () => {
        await page.evaluate(
          ({ keys, value }) => {
            localStorage.clear();
            for (const key of keys) localStorage.setItem(key, value);
          },
          { keys: storeKeys, value },
        );
        await page.goto(route.path);
        await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        expect(errors).toEqual([]);
      });
    }
  });
}
