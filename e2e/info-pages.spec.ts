import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, holdScripts, movesWhileArriving, test, waitForHydration, withHtmlPausedIn } from './fixtures';
import { faqEntries, faqPage } from '@/content/faq';
import { aboutPage } from '@/content/pages/about';
import { carePage } from '@/content/pages/care';
import { privacyPage } from '@/content/pages/privacy';
import { returnsPage } from '@/content/pages/returns';
import { shippingPage } from '@/content/pages/shipping';
import { termsPage } from '@/content/pages/terms';
import { warrantyPage } from '@/content/pages/warranty';
import { site } from '@/content/site';
import { FAQ_CATEGORIES } from '@/types/shop';

/** Each information page with the facts of rules §2 and §9 a shopper must be able to read on it. */
const pages = [
  { path: '/about', page: aboutPage, facts: ['Lloydminster, Alberta', 'lifetime craftsmanship warranty'] },
  {
    path: '/shipping',
    page: shippingPage,
    facts: [
      '1-3 business days',
      '1-3 weeks',
      '2-4 weeks',
      '$15-$35 CAD',
      '$25-$55 CAD',
      '$25-$65 USD',
      '$45-$95 USD',
      'free shipping on orders of $500 or more',
      'free shipping on orders of $400 or more',
      'Tuesday and Friday afternoons',
      '$10 delivery fee within 25 km',
      'Pickup from the workshop by appointment',
      'orders over $200',
    ],
  },
  {
    path: '/returns',
    page: returnsPage,
    facts: ['30 days from delivery', 'return authorization (RA) number', 'within 48 hours', '5-7 business days', 'a return plus a new order'],
  },
  {
    path: '/warranty',
    page: warrantyPage,
    facts: ['lifetime craftsmanship warranty', 'within 2 business days', 'it takes 2-3 weeks', 'which takes 2-4 weeks'],
  },
  {
    path: '/care',
    page: carePage,
    facts: ['monthly with heavy use', 'every 2-3 months with light use', 'Never put wooden pieces in the dishwasher', 'Decorative items'],
  },
  { path: '/privacy', page: privacyPage, facts: ['local storage', 'EmailJS', 'clear this site', 'last four digits'] },
  { path: '/terms', page: termsPage, facts: ['Canadian dollars (CAD)', 'Province of Alberta', 'available on request'] },
];

// One walk through the information pages, a step each so a failure names the page: a first visit of each costs
// more than its checks.
test('each information page shows its heading, intro, sections and key facts', async ({ page }) => {
  for (const { path, page: content, facts } of pages) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title);
      await expect(page.getByText(content.intro)).toBeVisible();
      for (const section of content.sections) {
        await expect(page.getByRole('heading', { level: 2, name: section.heading, exact: true })).toBeVisible();
      }
      const main = page.getByRole('main');
      for (const fact of facts) await expect(main).toContainText(fact);
      await expect(page).toHaveTitle(`${content.metaTitle ?? content.title} | ${site.name}`);
    });
  }
});

test('/about tells the four-step process and links to the products and contact pages', async ({ page }) => {
  await page.goto('/about');
  const steps = page.locator('#our-process ol > li');
  await expect(steps).toHaveCount(4);
  await expect(steps.first().getByRole('heading')).toHaveText('Step 1: Select the wood');
  const related = page.getByRole('navigation', { name: 'Related pages' });
  await expect(related.getByRole('link', { name: /Browse our products/ })).toHaveAttribute('href', '/products');
  await expect(related.getByRole('link', { name: /Get in touch/ })).toHaveAttribute('href', '/contact');
  await related.getByRole('link', { name: /Browse our products/ }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('/returns and /warranty number their five steps', async ({ page }) => {
  await page.goto('/returns');
  await expect(page.locator('#how-to-return ol > li')).toHaveCount(5);
  await page.goto('/warranty');
  await expect(page.locator('#how-to-claim ol > li')).toHaveCount(5);
});

test('/shipping shows its rates as a table and jumps to a section from the table of contents', async ({ page }) => {
  await page.goto('/shipping');
  const rates = page.getByRole('table', { name: 'Typical shipping rates and delivery times after your order ships' });
  await expect(rates.getByRole('row')).toHaveCount(6);
  await expect(rates.getByRole('row', { name: /Canada Express/ })).toContainText('$25-$55 CAD');

  const toc = page.getByRole('navigation', { name: 'On this page' });
  await expect(toc.getByRole('link')).toHaveCount(shippingPage.sections.length);
  await toc.getByRole('link', { name: 'Local delivery and pickup' }).click();
  await expect(page).toHaveURL(/#local-delivery$/);
  const heading = page.getByRole('heading', { level: 2, name: 'Local delivery and pickup' });
  await expect(heading).toBeInViewport();
  // The sticky header must not cover the heading the link jumped to.
  const header = await page.getByRole('banner').boundingBox();
  const target = await heading.boundingBox();
  expect(target!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
});

test.describe('/shipping at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('shows the rates as cards that fit the screen', async ({ page }) => {
    await page.goto('/shipping');
    await waitForHydration(page);
    await expect(page.getByRole('table', { name: /Typical shipping rates/ })).toBeHidden();
    const cards = page.locator('#rates li');
    await expect(cards).toHaveCount(5);
    await expect(cards.nth(3)).toContainText('United States');
    await expect(cards.nth(3)).toContainText('Express (tracked and insured)');
    await expect(cards.nth(3)).toContainText('$45-$95 USD');
    // Nothing in the page's content is wider than the phone (the shared header is checked elsewhere).
    const tooWide = await page
      .getByRole('main')
      .evaluate((main) =>
        [...main.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5).length,
      );
    expect(tooWide).toBe(0);
  });
});

test('contact details in the copy are working links', async ({ page }) => {
  await page.goto('/shipping');
  const local = page.locator('#local-delivery');
  await expect(local.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  await expect(local.getByRole('link', { name: site.phone })).toHaveAttribute('href', site.phoneHref);
});

test('legal pages show when they were last updated', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.locator(`time[datetime="${privacyPage.lastUpdated}"]`)).toHaveText('March 1, 2025');
  await page.goto('/terms');
  await expect(page.locator(`time[datetime="${termsPage.lastUpdated}"]`)).toBeVisible();
});

// On a slow phone the heading painted first and the lead paragraph a frame later. With the page's HTML stopped
// inside the lead paragraph, nothing may paint until the paragraph is whole.
for (const { path, intro } of [
  { path: '/faq', intro: faqPage.intro },
  { path: '/privacy', intro: privacyPage.intro },
]) {
  test(`${path} paints its heading and lead paragraph together while its HTML arrives`, async ({ page, baseURL }) => {
    await page.addInitScript((intro) => {
      const seen = window as typeof window & { introWholeAt?: number };
      new MutationObserver(() => {
        if (seen.introWholeAt === undefined && document.body?.textContent?.includes(intro)) seen.introWholeAt = performance.now();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, intro);
    const { firstPaintAt, introWholeAt } = await withHtmlPausedIn(page, baseURL!, path, intro, () =>
      page.evaluate(
        () =>
          new Promise<{ firstPaintAt: number; introWholeAt?: number }>((resolve) => {
            new PerformanceObserver((list, observer) => {
              const firstPaint = list.getEntriesByName('first-contentful-paint')[0];
              if (!firstPaint) return;
              observer.disconnect();
              resolve({ firstPaintAt: firstPaint.startTime, introWholeAt: (window as typeof window & { introWholeAt?: number }).introWholeAt });
            }).observe({ type: 'paint', buffered: true });
          }),
      ),
    );
    expect(introWholeAt).toBeGreaterThan(900);
    expect(firstPaintAt).toBeGreaterThan(introWholeAt!);
  });
}

test.describe('/faq', () => {
  const summaries = (page: Page) => page.locator('main summary');
  /** Clicks a topic's label, as a shopper does (the radio itself is visually hidden inside it). */
  const chooseTopic = (page: Page, name: RegExp) =>
    page.locator('label').filter({ has: page.getByRole('radio', { name }) }).click();

  test('lists the 17 questions under the five categories, with All selected', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(faqPage.title);
    await expect(summaries(page)).toHaveCount(17);
    for (const entry of faqEntries) await expect(summaries(page).filter({ hasText: entry.question })).toHaveCount(1);
    for (const category of FAQ_CATEGORIES) {
      await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible();
    }
    await expect(page.getByRole('radio', { name: /^All/ })).toBeChecked();
  });

  test('filters to Custom Orders, and All brings every question back', async ({ page }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    const custom = faqEntries.filter((entry) => entry.category === 'Custom Orders');
    await chooseTopic(page, /^Custom Orders/);
    await expect(page.getByRole('radio', { name: /^Custom Orders/ })).toBeChecked();
    await expect(summaries(page)).toHaveCount(custom.length);
    await expect(summaries(page)).toHaveText(custom.map((entry) => entry.question));
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Custom Orders', faqPage.moreHelp.heading]);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`Showing ${custom.length} of 17 questions, in Custom Orders.`);

    await chooseTopic(page, /^All/);
    await expect(summaries(page)).toHaveCount(17);
  });

  test('a topic chosen before the page is interactive is kept and applied', async ({ page }) => {
    const releaseScripts = await holdScripts(page);
    await page.goto('/faq', { waitUntil: 'domcontentloaded' });
    await chooseTopic(page, /^Custom Orders/);
    releaseScripts();
    await waitForHydration(page);
    await expect(page.getByRole('radio', { name: /^Custom Orders/ })).toBeChecked();
    await expect(summaries(page)).toHaveCount(faqEntries.filter((entry) => entry.category === 'Custom Orders').length);
  });

  test('the filter works by keyboard: arrow keys move between topics', async ({ page }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    await page.getByRole('radio', { name: /^All/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: /^Orders & Shipping/ })).toBeChecked();
    await expect(summaries(page)).toHaveCount(faqEntries.filter((entry) => entry.category === 'Orders & Shipping').length);
  });

  test('an answer opens and closes by mouse and by keyboard', async ({ page }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    const entry = faqEntries.find((e) => e.question === 'How often should I oil my cutting board?')!;
    const details = page.locator('details').filter({ hasText: entry.question });
    const answer = details.getByText(entry.answer);
    await expect(answer).toBeHidden();

    await details.locator('summary').click();
    await expect(answer).toBeVisible();
    await expect(details).toHaveAttribute('open', '');
    await details.locator('summary').click();
    await expect(answer).toBeHidden();

    await details.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Space');
    await expect(answer).toBeHidden();
  });

  test('on a phone and a tablet, each topic stands where it ends up while the rest of the filter arrives', async ({ page }) => {
    // A topic that wrapped to the next line as the rest of its name came would move on screen.
    for (const width of [412, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/faq');
      await waitForHydration(page);
      expect(await movesWhileArriving(page, 'fieldset label'), `at ${width} px`).toEqual([]);
    }
    // Each topic's count stands at its right end: it must not move while its digits arrive.
    await page.reload();
    const countsMoved = await page.evaluate(() =>
      Array.from(document.querySelectorAll('fieldset label > span[aria-hidden="true"]')).filter((count) => {
        const left = count.getBoundingClientRect().left;
        count.textContent = '';
        return count.getBoundingClientRect().left !== left;
      }).length,
    );
    expect(countsMoved).toBe(0);
  });

  test('has no axe violations, filtered and with an answer open', async ({ page }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    await chooseTopic(page, /^Care & Maintenance/);
    await page.locator('main summary').first().click();
    await expectNoAxeViolations(page);
  });

  test('the pre-rendered HTML holds all 17 questions, and FAQPage JSON-LD that parses', async ({ request }) => {
    const response = await request.get('/faq');
    expect(response.status()).toBe(200);
    const html = await response.text();
    const body = html.slice(html.indexOf('<body'));
    const visibleHtml = body.replace(/<script[\s\S]*?<\/script>/g, '');
    for (const entry of faqEntries) expect(visibleHtml).toContain(escapeHtml(entry.question));
    expect(visibleHtml.match(/<summary/g)).toHaveLength(17);

    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
    const faq = scripts.find((data) => data['@type'] === 'FAQPage');
    expect(faq['@context']).toBe('https://schema.org');
    expect(faq.mainEntity).toHaveLength(17);
    expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(faqEntries.map((e) => e.question));
    expect(faq.mainEntity[0].acceptedAnswer).toEqual({ '@type': 'Answer', text: faqEntries[0].answer });
  });
});

/** How React writes text into HTML. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}
