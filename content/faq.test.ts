import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES } from '@/types/shop';
import { site } from './site';
import { faqEntries } from './faq';
import { aboutPage } from '@/content/pages/about';
import { carePage } from '@/content/pages/care';
import {
  budgets,
  customGallery,
  customPage,
  customPricing,
  projectTypes,
  quantities,
  timelines,
  woodTypes,
} from '@/content/pages/custom';
import { privacyPage } from '@/content/pages/privacy';
import { returnsPage } from '@/content/pages/returns';
import { shippingPage } from '@/content/pages/shipping';
import { supportPage } from '@/content/pages/support';
import { businessHours } from '@/content/pages/shared';
import { termsPage } from '@/content/pages/terms';
import { warrantyPage } from '@/content/pages/warranty';
import type { InfoPage } from '@/content/pages/types';

const infoPages: Record<string, InfoPage> = {
  about: aboutPage,
  shipping: shippingPage,
  returns: returnsPage,
  warranty: warrantyPage,
  care: carePage,
  privacy: privacyPage,
  terms: termsPage,
  custom: customPage,
};

/** Every string inside a value, joined, so a test can search a whole page's copy. */
function allText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(allText).join('\n');
  if (value && typeof value === 'object') return Object.values(value).map(allText).join('\n');
  return '';
}

describe('faqEntries', () => {
  it('has exactly 17 questions (rules §2)', () => {
    expect(faqEntries).toHaveLength(17);
  });

  it('uses only the five categories, each at least 3 times', () => {
    for (const entry of faqEntries) expect(FAQ_CATEGORIES).toContain(entry.category);
    for (const category of FAQ_CATEGORIES) {
      expect(faqEntries.filter((entry) => entry.category === category).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('has unique questions and non-blank answers', () => {
    const questions = faqEntries.map((entry) => entry.question.trim().toLowerCase());
    expect(new Set(questions).size).toBe(questions.length);
    for (const entry of faqEntries) {
      expect(entry.question.trim()).toMatch(/\?$/);
      expect(entry.answer.trim().length).toBeGreaterThan(40);
    }
  });

  it('quotes the published facts of rules §9', () => {
    const text = allText(faqEntries);
    for (const fact of [
      '30 days',
      '1-3 business days',
      '1-3 weeks',
      '2-4 weeks',
      '$500',
      '$400',
      '5-7 business days',
      '48 hours',
      '2 business days',
      '2-3 weeks',
      'every 2-3 months',
      '$10-$25',
      '$150-$2,500',
      'Canadian dollars (CAD)',
      site.email,
    ]) {
      expect(text).toContain(fact);
    }
  });
});

describe('info pages', () => {
  it.each(Object.entries(infoPages))('%s has a 120-160 character meta description', (_name, page) => {
    expect(page.description.length).toBeGreaterThanOrEqual(120);
    expect(page.description.length).toBeLessThanOrEqual(160);
  });

  it('support has a 120-160 character meta description', () => {
    expect(supportPage.description.length).toBeGreaterThanOrEqual(120);
    expect(supportPage.description.length).toBeLessThanOrEqual(160);
  });

  it.each(Object.entries(infoPages))('%s has unique, kebab-case section ids and well-formed tables', (_name, page) => {
    const ids = page.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const section of page.sections) {
      if (section.table) for (const row of section.table.rows) expect(row).toHaveLength(section.table.columns.length);
    }
  });

  it('uses plain ASCII everywhere (hyphens in ranges, straight quotes)', () => {
    const text = allText([infoPages, supportPage, faqEntries, customGallery]);
    expect(text).toMatch(/^[\x20-\x7E\n]*$/);
  });

  it('shipping states the processing times, rates and local delivery of rules §2 and §9', () => {
    const text = allText(shippingPage);
    for (const fact of [
      '1-3 business days',
      '1-3 weeks',
      '2-4 weeks',
      '$15-$35 CAD',
      '$25-$55 CAD',
      '$25-$65 USD',
      '$45-$95 USD',
      '$500',
      '$400',
      'From $35',
      'Tuesday and Friday afternoons',
      '$10 delivery fee within 25 km',
      'by appointment',
      'orders over $200',
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('returns and warranty state the rules §9 periods', () => {
    const returns = allText(returnsPage);
    for (const fact of ['30 days', '5-7 business days', '48 hours', 'return authorization (RA) number']) {
      expect(returns).toContain(fact);
    }
    expect(returnsPage.sections.find((section) => section.id === 'how-to-return')?.steps).toHaveLength(5);
    const warranty = allText(warrantyPage);
    for (const fact of ['lifetime', '2 business days', '2-3 weeks', '2-4 weeks']) expect(warranty).toContain(fact);
    expect(warrantyPage.sections.find((section) => section.id === 'how-to-claim')?.steps).toHaveLength(5);
  });

  it('care gives the oiling schedule', () => {
    const text = allText(carePage);
    expect(text).toContain('monthly with heavy use');
    expect(text).toContain('every 2-3 months with light use');
    expect(text).toContain('dishwasher');
  });

  it('about has 3-4 values and the four-step process, with links to /products and /contact', () => {
    const values = aboutPage.sections.find((section) => section.id === 'our-values')?.points ?? [];
    expect(values.length).toBeGreaterThanOrEqual(3);
    expect(values.length).toBeLessThanOrEqual(4);
    expect(aboutPage.sections.find((section) => section.id === 'our-process')?.steps).toHaveLength(4);
    expect(aboutPage.links?.map((link) => link.href)).toEqual(['/products', '/contact']);
  });

  it('privacy and terms carry a 2025 last-updated date and the key facts', () => {
    for (const page of [privacyPage, termsPage]) expect(page.lastUpdated).toMatch(/^2025-\d{2}-\d{2}$/);
    const privacy = allText(privacyPage);
    for (const fact of ['EmailJS', 'last four digits', 'tracking cookies', 'clear', site.email]) {
      expect(privacy).toContain(fact);
    }
    const terms = allText(termsPage);
    for (const fact of ['Alberta', 'Canadian dollars (CAD)', 'United States', 'on request', '/returns', '/warranty']) {
      expect(terms).toContain(fact);
    }
  });
});

describe('custom orders', () => {
  it('publishes the pricing hints of rules §9 exactly', () => {
    expect(customPricing.map((hint) => hint.value)).toEqual([
      '$150-$2,500',
      '+$25-$75',
      '+$50-$150',
      '+20-50%',
      '+25%',
    ]);
    const text = allText(customPage);
    expect(text).toContain('$150-$2,500');
    expect(text).toContain('+25%');
    expect(text).toContain('2-4 weeks');
    expect(customPage.sections.find((section) => section.id === 'process')?.steps).toHaveLength(4);
  });

  it('offers the form options of rules §9', () => {
    expect(woodTypes.map((option) => option.value)).toEqual([
      'walnut',
      'maple',
      'cherry',
      'oak',
      'acacia',
      'bamboo',
      'mixed',
      'other',
    ]);
    expect(budgets.map((option) => option.value)).toEqual([
      'under-200',
      '200-500',
      '500-1000',
      '1000-2500',
      '2500-5000',
      'over-5000',
    ]);
    expect(budgets[0].label).toBe('Under $200');
    expect(budgets[1].label).toBe('$200 - $500');
    expect(timelines.map((option) => option.value)).toEqual([
      '1-2-weeks',
      '3-4-weeks',
      '1-2-months',
      '2-3-months',
      'flexible',
    ]);
    expect(timelines[0].label).toBe('1-2 weeks (rush fee)');
    expect(quantities.map((option) => option.value)).toEqual(['1', '2', '3-5', '6-10', '11-25', '25+']);
    expect(projectTypes.map((option) => option.label)).toContain('Other');
  });

  it('uses only high-confidence photo ids, in the agreed URL format', () => {
    const highConfidence = new Set([
      'photo-1666013942797-9daa4b8b3b4f',
      'photo-1690983321709-0eccbcb20d00',
      'photo-1624811533744-f85d5325d49c',
      'photo-1617695615794-a5abcece0f48',
      'photo-1611764197743-702a4d01463b',
      'photo-1550527882-b71dea5f8089',
      'photo-1580116270858-8a0d62b15426',
      'photo-1644463589256-02679b9c0767',
      'photo-1626081063434-79a2169791b1',
      'photo-1590880795696-20c7dfadacde',
      'photo-1685022515813-c42e8348639b',
    ]);
    expect(customGallery.length).toBeGreaterThan(0);
    for (const item of customGallery) {
      const match = /^https:\/\/images\.unsplash\.com\/(photo-[0-9a-f-]+)\?auto=format&fit=crop&w=800&q=75$/.exec(
        item.image.src,
      );
      expect(match?.[1] && highConfidence.has(match[1])).toBe(true);
      expect(item.image.alt.trim()).not.toBe('');
    }
    const aboutPhoto = /\/(photo-[0-9a-f-]+)\?/.exec(aboutPage.image?.src ?? '')?.[1];
    expect(aboutPhoto && highConfidence.has(aboutPhoto)).toBe(true);
  });
});

describe('support', () => {
  it('links the six help topics and the urgent issues of rules §2', () => {
    expect(supportPage.helpTopics.map((link) => link.href)).toEqual([
      '/faq',
      '/contact',
      '/shipping',
      '/returns',
      '/warranty',
      '/care',
    ]);
    expect(supportPage.selfService.map((link) => link.href)).toEqual(
      expect.arrayContaining(['/dashboard', '/products', '/faq']),
    );
    expect(supportPage.urgentIssues.map((issue) => issue.link.href)).toEqual([
      '/returns',
      '/contact',
      '/dashboard?tab=orders',
    ]);
    expect(supportPage.contactCta.link.href).toBe('/contact');
  });

  it('reuses the hours and contact details of content/site.ts', () => {
    expect(businessHours).toEqual([
      { days: 'Monday - Friday', hours: '9AM-6PM' },
      { days: 'Saturday', hours: '10AM-4PM' },
      { days: 'Sunday', hours: 'Closed' },
    ]);
    expect(allText(supportPage.channels)).toContain(site.phone);
    expect(allText(supportPage.channels)).toContain(site.email);
    expect(allText(supportPage.responseTimes)).toContain('24 hours');
  });
});
