import { expect, expectNoAxeViolations, holdScripts, layoutShifts, movesWhileArriving, photoWidthsOnPhone, PHONE, test, waitForHydration } from './fixtures';
import { messages } from '@/content/messages';
import { seedProducts } from '@/content/products';

const grid = (page: import('@playwright/test').Page) => page.getByTestId('product-grid');
const cardNames = (page: import('@playwright/test').Page) => grid(page).getByRole('heading', { level: 2 }).allTextContents();

test('lists every product with its count', async ({ page }) => {
  await page.goto('/products');
  await waitForHydration(page);
  await expect(page.getByTestId('product-count')).toHaveText(`${seedProducts.length} products`);
  await expect(grid(page).getByRole('article')).toHaveCount(seedProducts.length);
});

test('hydrating keeps the exported catalogue instead of building it again', async ({ page }) => {
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { removedCards: removed });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && node.querySelector('article')) removed.push(node.outerHTML.slice(0, 80));
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/products');
  await waitForHydration(page);
  await expect(grid(page).getByRole('article')).toHaveCount(seedProducts.length);
  expect(await page.evaluate(() => (window as unknown as { removedCards: string[] }).removedCards)).toEqual([]);
});

test('filters by category through the URL, and back restores it', async ({ page }) => {
  await page.goto('/products');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Key Hangers' }).click();
  await expect(page).toHaveURL(/category=key-hangers/);
  const hangers = seedProducts.filter((p) => p.category === 'key-hangers');
  await expect(grid(page).getByRole('article')).toHaveCount(hangers.length);
  await expect(page.getByTestId('product-count')).toHaveText(`${hangers.length} products`);

  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  await expect(grid(page).getByRole('article')).toHaveCount(seedProducts.length);

  await page.goto('/products?category=office-accessories');
  const office = seedProducts.filter((p) => p.category === 'office-accessories');
  await expect(grid(page).getByRole('article')).toHaveCount(office.length);
});

test('filtering and sorting redraw the grid without fetching the page again', async ({ page }) => {
  await page.goto('/products');
  await waitForHydration(page);
  const refetched: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/products')) refetched.push(request.url());
  });

  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Key Hangers' }).click();
  await expect(page).toHaveURL(/category=key-hangers/);
  await page.getByLabel('Sort by').selectOption('price-desc');
  await expect(page).toHaveURL(/category=key-hangers&sort=price-desc/);
  const hangers = seedProducts.filter((p) => p.category === 'key-hangers').sort((a, b) => b.price - a.price || a.name.localeCompare(b.name));
  await expect.poll(() => cardNames(page)).toEqual(hangers.map((p) => p.name));

  expect(refetched).toEqual([]);
});

// The exported page holds the whole catalogue in its default order, and the address is read once the scripts run: a
// link to a search, a sort, a category or the list view (shared, bookmarked or reloaded) showed the default cards
// first, then moved every one of them (CLS 0.05-0.29).
test('an address with a search, a sort, a category or the list view shows its own cards from the first paint: nothing moves', async ({ page }) => {
  const ascending = [...seedProducts].sort((a, b) => a.price - b.price || a.name.localeCompare(b.name));
  const boards = seedProducts.filter((p) => p.category === 'cutting-boards').sort((a, b) => a.name.localeCompare(b.name));
  const walnut = seedProducts
    .filter((p) => [p.name, p.description, p.category, ...p.materials].join(' ').toLowerCase().includes('walnut'))
    .sort((a, b) => a.name.localeCompare(b.name));
  const byName = [...seedProducts].sort((a, b) => a.name.localeCompare(b.name));
  const views = [
    ['/products?sort=price-asc', ascending],
    ['/products?category=cutting-boards', boards],
    ['/products?q=walnut', walnut],
    ['/products?view=list', byName],
  ] as const;
  for (const size of [PHONE, { width: 1366, height: 900 }]) {
    await page.setViewportSize(size);
    for (const [path, shown] of views) {
      await test.step(`${path} at ${size.width} px`, async () => {
        await page.goto(path);
        await waitForHydration(page);
        await expect.poll(() => cardNames(page)).toEqual(shown.map((p) => p.name));
        await expect(grid(page)).toBeVisible();
        expect(await layoutShifts(page)).toEqual([]);
      });
    }
  }
});

test('while the scripts are on their way, a searched address shows none of the default cards, then its own without moving', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const releaseScripts = await holdScripts(page);
  await page.goto('/products?q=walnut', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(grid(page)).toBeHidden();
  releaseScripts();
  await waitForHydration(page);
  await expect(grid(page)).toBeVisible();
  await expect(grid(page).getByRole('article')).not.toHaveCount(seedProducts.length);
  expect(await layoutShifts(page)).toEqual([]);
});

test('sorts by price both ways and by name', async ({ page }) => {
  await page.goto('/products');
  await waitForHydration(page);
  const sort = page.getByLabel('Sort by');

  await sort.selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
  const ascending = [...seedProducts].sort((a, b) => a.price - b.price || a.name.localeCompare(b.name));
  await expect.poll(() => cardNames(page)).toEqual(ascending.map((p) => p.name));

  await sort.selectOption('price-desc');
  const descending = [...seedProducts].sort((a, b) => b.price - a.price || a.name.localeCompare(b.name));
  await expect.poll(() => cardNames(page)).toEqual(descending.map((p) => p.name));

  await sort.selectOption('name');
  const byName = [...seedProducts].sort((a, b) => a.name.localeCompare(b.name));
  await expect.poll(() => cardNames(page)).toEqual(byName.map((p) => p.name));
});

test('switches between grid and list view', async ({ page }) => {
  await page.goto('/products');
  await waitForHydration(page);
  await expect(grid(page)).toHaveAttribute('data-view', 'grid');
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(grid(page)).toHaveAttribute('data-view', 'list');
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Grid view' }).click();
  await expect(grid(page)).toHaveAttribute('data-view', 'grid');
});

test('on a wide screen, the toolbar keeps what has arrived in place while the rest of its row arrives', async ({ page }) => {
  // On a slow line the page paints while its HTML is still arriving. Taking the row's later parts out again, last
  // first, shows where each earlier part stood before those came: it must stand where it stands once all are in.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/products');
  await waitForHydration(page);
  const steps = await page.evaluate(() => {
    const count = document.querySelector('[data-testid="product-count"]')!;
    const sortLabel = Array.from(document.querySelectorAll('label')).find((label) => label.textContent === 'Sort by')!;
    const controls = sortLabel.parentElement!;
    const left = (element: Element) => Math.round(element.getBoundingClientRect().left);
    const arrived = () => ({ count: left(count), ...(controls.isConnected ? { sortLabel: left(sortLabel) } : {}) });
    const seen = [arrived()];
    while (controls.lastElementChild !== sortLabel) {
      controls.lastElementChild!.remove(); // the view buttons, then the sort menu
      seen.push(arrived());
    }
    controls.remove();
    seen.push(arrived());
    return seen;
  });
  const [whole, ...arriving] = steps;
  expect(arriving).toHaveLength(3);
  expect(arriving.map((step) => step.count)).toEqual([whole.count, whole.count, whole.count]);
  expect(arriving.map((step) => step.sortLabel)).toEqual([whole.sortLabel, whole.sortLabel, undefined]);
});

test('on a phone and a tablet, each category stands where it ends up while the rest of them arrive', async ({ page }) => {
  // A category that wrapped to the next line as the rest of its name came would move on screen.
  for (const width of [PHONE.width, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/products');
    await waitForHydration(page);
    expect(await movesWhileArriving(page, 'nav[aria-label="Categories"] li', 'a'), `at ${width} px`).toEqual([]);
  }
});

test('on a phone, the list view puts each photo beside its text and downloads it at that size', async ({ page, browser }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const photoAndHeading = async () => {
    const card = grid(page).getByRole('article').first();
    const photo = await card.locator('a[aria-hidden="true"]').boundingBox();
    const heading = await card.getByRole('heading', { level: 2 }).boundingBox();
    return { photo: photo!, heading: heading! };
  };
  await page.goto('/products');
  await waitForHydration(page);
  const inGrid = await photoAndHeading();
  expect(inGrid.heading.y).toBeGreaterThanOrEqual(inGrid.photo.y + inGrid.photo.height);

  await page.getByRole('button', { name: 'List view' }).click();
  await expect(grid(page)).toHaveAttribute('data-view', 'list');
  const inList = await photoAndHeading();
  expect(inList.heading.x).toBeGreaterThanOrEqual(inList.photo.x + inList.photo.width);
  expect(inList.heading.y).toBeLessThan(inList.photo.y + inList.photo.height);
  expect(inList.photo.width).toBe(112);

  // 7rem at 2 device pixels is 224 px, so the 320 px photo rather than the grid's 720 px.
  const phone = await photoWidthsOnPhone(browser, '/products');
  await expect.poll(() => phone.widths[0]).toBe('720');
  const askedInGrid = phone.widths.length;
  await phone.page.getByRole('button', { name: 'List view' }).click();
  await expect.poll(() => phone.widths.length).toBeGreaterThan(askedInGrid);
  expect(new Set(phone.widths.slice(askedInGrid))).toEqual(new Set(['320']));
  await phone.close();
});

test('an unknown category shows the empty message', async ({ page }) => {
  await page.goto('/products?category=garden-furniture');
  await expect(page.getByText(messages.noProductsInCategory)).toBeVisible();
  await expect(page.getByTestId('product-count')).toHaveText('0 products');
});

test('a category emptied in the store shows the empty message', async ({ page }) => {
  const others = seedProducts.filter((p) => p.category !== 'phone-stands');
  await page.goto('/');
  await page.evaluate((products) => {
    localStorage.setItem('catalogue', JSON.stringify({ state: { products }, version: 1 }));
  }, others);
  await page.goto('/products?category=phone-stands');
  await waitForHydration(page);
  await expect(page.getByText(messages.noProductsInCategory)).toBeVisible();
  await expect(page.getByTestId('product-count')).toHaveText('0 products');
});

test('searches by a material word, combined with the category', async ({ page }) => {
  await page.goto('/products');
  await waitForHydration(page);
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill('walnut');
  await expect(page).toHaveURL(/q=walnut/);
  const walnut = seedProducts.filter((p) =>
    [p.name, p.description, p.category, ...p.materials].join(' ').toLowerCase().includes('walnut'),
  );
  expect(walnut.length).toBeGreaterThan(0);
  await expect(grid(page).getByRole('article')).toHaveCount(walnut.length);

  await page.goto('/products?q=walnut&category=office-accessories');
  const both = walnut.filter((p) => p.category === 'office-accessories');
  await expect(grid(page).getByRole('article')).toHaveCount(both.length);
  await expect(search).toHaveValue('walnut');
});

test('typing a search letter by letter keeps every letter, and the URL follows', async ({ page }) => {
  await page.goto('/products?category=office-accessories');
  await waitForHydration(page);
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.pressSequentially('walnut desk');
  await expect(page).toHaveURL(/q=walnut\+desk/);
  await expect(search).toHaveValue('walnut desk');
});

test('a search and a sort chosen before the page is interactive are kept and applied', async ({ page }) => {
  const releaseScripts = await holdScripts(page);
  await page.goto('/products', { waitUntil: 'domcontentloaded' });
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await page.getByLabel('Sort by').selectOption('price-desc');
  await search.pressSequentially('walnut');
  releaseScripts();
  await waitForHydration(page);
  await expect(search).toHaveValue('walnut');
  // Still in the search box, to type on.
  await expect(search).toBeFocused();
  await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
  await expect(page).toHaveURL(/q=walnut/);
  await expect(page).toHaveURL(/sort=price-desc/);
  const walnut = seedProducts
    .filter((p) => [p.name, p.description, p.category, ...p.materials].join(' ').toLowerCase().includes('walnut'))
    .sort((a, b) => b.price - a.price);
  expect(new Set(walnut.map((p) => p.price)).size).toBe(walnut.length);
  await expect(grid(page).getByRole('heading', { level: 2 })).toHaveText(walnut.map((p) => p.name));
});

test('out-of-stock products show the badge and a disabled button', async ({ page }) => {
  await page.goto('/products');
  await waitForHydration(page);
  const product8 = seedProducts.find((p) => p.id === '8')!;
  const card = grid(page).getByRole('article').filter({ hasText: product8.name });
  await expect(card.getByText(messages.outOfStock, { exact: true }).first()).toBeVisible();
  await expect(card.getByRole('button', { name: messages.outOfStock })).toBeDisabled();
});

test('has no axe violations in list view, filtered', async ({ page }) => {
  await page.goto('/products?view=list&category=cutting-boards');
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});
