// schema.org FAQPage for /faq: every question with its answer, so search engines can show them as rich results.
import type { FaqEntry } from '@/types/shop';
import type { JsonLdObject } from './json-ld';

export function faqPageJsonLd(entries: readonly FaqEntry[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
