import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paginate } from '@/lib/admin/lists';
import { Pagination } from './pagination';
import { blurWhenDisabled } from '@/test-support/focus';

const items = Array.from({ length: 30 }, (_, i) => i + 1);

function Pager({ start }: { start: number }) {
  const [pageNumber, setPageNumber] = useState(start);
  return <Pagination page={paginate(items, pageNumber, 10)} label="Item pages" noun="items" onPage={setPageNumber} />;
}

const pager = () => screen.getByRole('navigation', { name: 'Item pages' });
const focusIsInThePager = () => {
  const focused = document.activeElement;
  expect(focused).toBeInstanceOf(HTMLButtonElement);
  expect(pager()).toContainElement(focused as HTMLElement);
};

describe('Pagination', () => {
  let stopBlurring: () => void;
  beforeEach(() => {
    stopBlurring = blurWhenDisabled();
  });
  afterEach(() => stopBlurring());

  it('keeps keyboard focus on Next when Enter reaches the last page, and Next then does nothing', async () => {
    const user = userEvent.setup();
    render(<Pager start={2} />);
    const next = within(pager()).getByRole('button', { name: /Next/ });
    next.focus();
    await user.keyboard('{Enter}');
    expect(pager()).toHaveTextContent('Page 3 of 3');
    expect(pager()).toHaveTextContent('Showing 21-30 of 30 items');
    focusIsInThePager();
    expect(next).toHaveFocus();
    expect(next).toHaveAttribute('aria-disabled', 'true');

    await user.keyboard('{Enter}');
    expect(pager()).toHaveTextContent('Page 3 of 3');
    // Tab goes on to the next control, not back to the top of the page.
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(within(pager()).getByRole('button', { name: /Previous/ })).toHaveFocus();
  });

  it('keeps keyboard focus on Previous when Enter reaches the first page', async () => {
    const user = userEvent.setup();
    render(<Pager start={2} />);
    const previous = within(pager()).getByRole('button', { name: /Previous/ });
    previous.focus();
    await user.keyboard('{Enter}');
    expect(pager()).toHaveTextContent('Page 1 of 3');
    focusIsInThePager();
    expect(previous).toHaveFocus();
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(pager()).toHaveTextContent('Page 1 of 3');
  });

  it('moves between pages with both buttons in the middle', async () => {
    const user = userEvent.setup();
    render(<Pager start={2} />);
    for (const name of [/Previous/, /Next/]) expect(within(pager()).getByRole('button', { name })).not.toHaveAttribute('aria-disabled');
    await user.click(within(pager()).getByRole('button', { name: /Previous/ }));
    expect(pager()).toHaveTextContent('Showing 1-10 of 30 items');
  });
});
