import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faqEntries } from '@/content/faq';
import { site } from '@/content/site';
import { FAQ_CATEGORIES } from '@/types/shop';
import { FaqBrowser } from './faq-browser';
import { faqSections } from './faq-sections';

const questions = () => Array.from(document.querySelectorAll('summary')).map((summary) => summary.textContent);

describe('FaqBrowser', () => {
  it('shows all 17 questions under their five category headings, every answer closed', () => {
    render(<FaqBrowser sections={faqSections(faqEntries)} />);
    expect(questions()).toEqual(FAQ_CATEGORIES.flatMap((c) => faqEntries.filter((e) => e.category === c).map((e) => e.question)));
    expect(questions()).toHaveLength(17);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([...FAQ_CATEGORIES]);
    expect(document.querySelectorAll('details[open]')).toHaveLength(0);
    expect(screen.getByRole('radio', { name: /^All/ })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 17 questions.');
  });

  it('filters to one category and back to All', () => {
    render(<FaqBrowser sections={faqSections(faqEntries)} />);
    const custom = faqEntries.filter((entry) => entry.category === 'Custom Orders');

    fireEvent.click(screen.getByRole('radio', { name: /^Custom Orders/ }));
    expect(screen.getByRole('radio', { name: /^Custom Orders/ })).toBeChecked();
    expect(questions()).toEqual(custom.map((entry) => entry.question));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Custom Orders']);
    expect(screen.getByRole('status')).toHaveTextContent(`Showing ${custom.length} of 17 questions, in Custom Orders.`);

    fireEvent.click(screen.getByRole('radio', { name: /^All/ }));
    expect(questions()).toHaveLength(17);
  });

  it('names each topic with its number of questions', () => {
    render(<FaqBrowser sections={faqSections(faqEntries)} />);
    const group = screen.getByRole('group', { name: 'Filter by topic' });
    expect(within(group).getAllByRole('radio')).toHaveLength(6);
    for (const category of FAQ_CATEGORIES) {
      const count = faqEntries.filter((entry) => entry.category === category).length;
      expect(within(group).getByRole('radio', { name: `${category}, ${count} questions` })).toBeInTheDocument();
    }
  });

  it('links the shop email inside an answer', () => {
    render(<FaqBrowser sections={faqSections(faqEntries)} />);
    expect(screen.getAllByRole('link', { name: site.email, hidden: true })[0]).toHaveAttribute('href', `mailto:${site.email}`);
  });
});
