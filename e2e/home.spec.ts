import { expect, photoWidthsOnPhone, test, waitForHydration } from './fixtures';
import { messages } from '@/content/messages';
import { seedProducts } from '@/content/products';

test.describe('home page', () => {
  test('shows the hero, six featured products, our story, values and testimonials', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: messages.shopNow })).toHaveAttribute('href', '/products');
    await expect(page.getByRole('link', { name: messages.customOrders, exact: true }).last()).toHaveAttribute('href', '/custom');

    const featured = page.getByTestId('featured-products').getByRole('article');
    await expect(featured).toHaveCount(6);
    for (const product of seedProducts.slice(0, 6)) {
      await expect(page.getByTestId('featured-products').getByRole('link', { name: product.name })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: messages.ourStory })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read more about us' })).toHaveAttribute('href', '/about');
    await expect(page.getByRole('heading', { name: 'What our customers say' })).toBeVisible();
    await expect(page.locator('figure blockquote')).toHaveCount(3);
  });

  test('a photo that cannot load shows the wood placeholder, never a broken image', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const firstCard = page.getByTestId('featured-products').getByRole('article').first();
    await expect(firstCard.getByRole('img', { name: seedProducts[0].name, includeHidden: true })).toBeVisible();
    await expect(firstCard.locator('img')).toHaveCount(0);
  });

  test('a phone downloads the hero photo at the width it shows, not the widest', async ({ browser }) => {
    const phone = await photoWidthsOnPhone(browser, '/');
    // 375 px less the page's 1rem margins, at 2 device pixels each: 686 px, so the 720 px photo.
    await expect.poll(() => phone.widths[0]).toBe('720');
    await phone.close();
  });

  test('Add to Cart raises the badge and reads Added! for a moment', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
    const board = seedProducts.find((p) => p.id === '4')!;
    const button = page.getByRole('button', { name: `Add to Cart: ${board.name}` });
    await button.click();
    await expect(page.getByTestId('featured-products').getByRole('button', { name: messages.added })).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
  });
});
