import { describe, expect, it } from 'vitest';
import { faqEntries } from '@/content/faq';
import { faqPageJsonLd } from './faq-page';
import { serializeJsonLd } from './json-ld';

describe('faqPageJsonLd', () => {
  it('lists every FAQ entry as a Question with its accepted Answer, in order', () => {
    const data = faqPageJsonLd(faqEntries);
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('FAQPage');
    const questions = data.mainEntity as { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
    expect(questions).toHaveLength(17);
    questions.forEach((question, i) => {
      expect(question['@type']).toBe('Question');
      expect(question.name).toBe(faqEntries[i].question);
      expect(question.acceptedAnswer).toEqual({ '@type': 'Answer', text: faqEntries[i].answer });
    });
  });

  it('survives serialisation for an inline script, markup in an answer included', () => {
    const data = faqPageJsonLd([
      { category: 'Custom Orders', question: 'Can I write <b>bold</b>?', answer: 'No: </script> stays text.' },
    ]);
    const json = serializeJsonLd(data);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(data);
  });
});
