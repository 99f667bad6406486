import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { useCustomOrders } from '@/lib/store/custom-orders';
import type { CustomOrderRequest } from '@/types/shop';
import { CustomRequestsTab } from './custom-requests-tab';
import { ADMIN_PAGE_SIZE } from '@/lib/admin/lists';

const request = (overrides: Partial<CustomOrderRequest>): CustomOrderRequest => ({
  id: '1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '780-555-0100',
  projectType: 'cutting-board',
  woodType: 'walnut',
  dimensions: '18 x 12 x 1.5 in',
  description: 'End-grain boards as wedding gifts.',
  budget: '200-500',
  timeline: 'flexible',
  engraving: 'The Lovelaces, 2025',
  inspiration: 'Checkerboard pattern',
  quantity: '3-5',
  status: 'pending',
  createdAt: '2026-06-01T12:00:00.000Z',
  estimatedPrice: null,
  estimatedTimeline: null,
  ...overrides,
});

const older = request({ id: '1', name: 'Ada Lovelace' });
const newer = request({ id: '2', name: 'Bo Young', projectType: 'key-hanger', createdAt: '2026-06-03T12:00:00.000Z', status: 'quoted', estimatedPrice: 120, estimatedTimeline: '2 weeks' });
const done = request({ id: '3', name: 'Cy Twombly', createdAt: '2026-05-01T12:00:00.000Z', status: 'completed', estimatedPrice: 300, estimatedTimeline: '1 month' });

async function stored(...requests: CustomOrderRequest[]) {
  localStorage.setItem('customOrders', JSON.stringify(requests));
  await useCustomOrders.persisted.read();
}

const listed = () => within(screen.getByRole('list', { name: 'Custom requests, newest first' })).getAllByRole('button');

describe('CustomRequestsTab', () => {
  it('lists requests newest first, and filters by status with counts', async () => {
    const user = userEvent.setup();
    await stored(older, newer, done);
    render(<CustomRequestsTab />);
    expect(listed().map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^Bo Young.*Quoted.*Key Hanger/),
      expect.stringMatching(/^Ada Lovelace.*Pending.*Cutting Board/),
      expect.stringMatching(/^Cy Twombly.*Completed/),
    ]);
    const filter = screen.getByLabelText('Show requests');
    expect([...filter.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'All statuses (3)',
      'Pending (1)',
      'Quoted (1)',
      'Accepted (0)',
      'Declined (0)',
      'Completed (1)',
    ]);
    await user.selectOptions(filter, 'pending');
    expect(listed().map((b) => b.textContent)).toEqual([expect.stringMatching(/^Ada Lovelace/)]);
    await user.selectOptions(filter, 'declined');
    expect(screen.getByText('No requests with this status.')).toBeInTheDocument();
  });

  it('opens a request with every field, then quotes it, and moves it along only the allowed way', async () => {
    const user = userEvent.setup();
    await stored(older);
    render(<CustomRequestsTab />);
    await user.click(listed()[0]);
    const heading = screen.getByRole('heading', { name: 'Request from Ada Lovelace' });
    expect(heading).toHaveFocus();
    const detail = screen.getByRole('region', { name: 'Request from Ada Lovelace' });
    for (const text of ['ada@example.com', '780-555-0100', 'Cutting Board', 'Walnut', '18 x 12 x 1.5 in', '3-5', '$200 - $500', 'Flexible', 'The Lovelaces, 2025', 'Checkerboard pattern', 'End-grain boards as wedding gifts.']) {
      expect(detail).toHaveTextContent(text);
    }
    expect(await axe.run(detail)).toMatchObject({ violations: [] });

    // Quoting needs an estimate first.
    await user.click(screen.getByRole('button', { name: 'Mark as quoted' }));
    const line = within(detail).getByRole('status');
    await waitFor(() => expect(line).toHaveTextContent('Save an estimate (price and timeline) before marking the request quoted.'));

    await user.type(screen.getByLabelText('Estimated price (CAD)'), 'lots');
    await user.click(screen.getByRole('button', { name: 'Save estimate' }));
    await waitFor(() => expect(screen.getByLabelText('Estimated price (CAD)')).toHaveAccessibleDescription('Enter the estimate in dollars, like 450 or 450.00.'));
    expect(screen.getByLabelText('Estimated price (CAD)')).toHaveValue('lots');

    await user.clear(screen.getByLabelText('Estimated price (CAD)'));
    await user.type(screen.getByLabelText('Estimated price (CAD)'), '450');
    await user.type(screen.getByLabelText('Estimated timeline'), '3-4 weeks');
    await user.click(screen.getByRole('button', { name: 'Save estimate' }));
    await waitFor(() => expect(detail).toHaveTextContent('$450.00, 3-4 weeks'));
    expect(line).toHaveTextContent('Estimate saved: $450.00, 3-4 weeks.');
    // A later estimate that is refused is told at its field, and the line no longer says one was saved.
    await user.clear(screen.getByLabelText('Estimated price (CAD)'));
    await user.type(screen.getByLabelText('Estimated price (CAD)'), 'lots');
    await user.click(screen.getByRole('button', { name: 'Save estimate' }));
    await waitFor(() => expect(line).toBeEmptyDOMElement());
    expect(detail).toHaveTextContent('$450.00, 3-4 weeks');

    await user.click(screen.getByRole('button', { name: 'Mark as quoted' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark as accepted' })).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Mark as declined' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as accepted' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark as completed' })).toBeInTheDocument());
    expect(screen.queryByLabelText('Estimated price (CAD)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as completed' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Move this request along' })).not.toBeInTheDocument());

    expect(JSON.parse(localStorage.getItem('customOrders')!)).toEqual([
      { ...older, status: 'completed', estimatedPrice: 450, estimatedTimeline: '3-4 weeks' },
    ]);
  });

  it('keeps keyboard focus on the request after "Mark as …" replaces the button that was pressed', async () => {
    const user = userEvent.setup();
    await stored(newer);
    render(<CustomRequestsTab />);
    await user.click(listed()[0]);
    const heading = screen.getByRole('heading', { name: 'Request from Bo Young' });
    screen.getByRole('button', { name: 'Mark as accepted' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark as completed' })).toBeInTheDocument());
    expect(heading).toHaveFocus();
    const detail = screen.getByRole('region', { name: 'Request from Bo Young' });
    expect(within(detail).getByRole('status')).toHaveTextContent('Request from Bo Young is now accepted.');

    // The last move leaves no buttons at all: focus still stays on the request.
    await user.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'Mark as completed' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Move this request along' })).not.toBeInTheDocument());
    expect(heading).toHaveFocus();
  });

  it('leaves keyboard focus where the owner moved it while "Mark as …" was saved', async () => {
    await stored(request({ estimatedPrice: 450, estimatedTimeline: '3-4 weeks' }));
    render(<CustomRequestsTab />);
    fireEvent.click(listed()[0]);
    const markQuoted = screen.getByRole('button', { name: 'Mark as quoted' });
    markQuoted.focus();
    fireEvent.click(markQuoted);
    // While the change is saved, the owner tabs on to the price field (it stays: a quoted request can be re-quoted).
    const price = screen.getByLabelText('Estimated price (CAD)');
    price.focus();
    expect(screen.queryByRole('button', { name: 'Mark as accepted' })).not.toBeInTheDocument();
    const line = within(screen.getByRole('region', { name: 'Request from Ada Lovelace' })).getByRole('status');
    await waitFor(() => expect(line).toHaveTextContent('Request from Ada Lovelace is now quoted.'));
    expect(screen.getByRole('button', { name: 'Mark as accepted' })).toBeInTheDocument();
    expect(price).toHaveFocus();
  });

  it('keeps a request the owner has just moved out of the filtered status listed and open, until the filter changes', async () => {
    const user = userEvent.setup();
    await stored(request({ estimatedPrice: 450, estimatedTimeline: '3-4 weeks' }), done);
    render(<CustomRequestsTab />);
    const filter = screen.getByLabelText('Show requests');
    await user.selectOptions(filter, 'pending');
    await user.click(listed()[0]);
    const heading = screen.getByRole('heading', { name: 'Request from Ada Lovelace' });
    screen.getByRole('button', { name: 'Mark as quoted' }).focus();
    await user.keyboard('{Enter}');
    const detail = screen.getByRole('region', { name: 'Request from Ada Lovelace' });
    await waitFor(() => expect(within(detail).getByRole('status')).toHaveTextContent('Request from Ada Lovelace is now quoted.'));
    expect(listed().map((b) => b.textContent)).toEqual([expect.stringMatching(/^Ada Lovelace.*Quoted/)]);
    expect(heading).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Mark as accepted' })).toBeInTheDocument();

    await user.selectOptions(filter, 'quoted');
    expect(listed().map((b) => b.textContent)).toEqual([expect.stringMatching(/^Ada Lovelace.*Quoted/)]);
    await user.selectOptions(filter, 'pending');
    expect(screen.getByText('No requests with this status.')).toBeInTheDocument();
  });

  it('takes focus to the first field at fault when an estimate is refused, where its error is read out', async () => {
    const user = userEvent.setup();
    await stored(older);
    render(<CustomRequestsTab />);
    await user.click(listed()[0]);
    const price = screen.getByLabelText('Estimated price (CAD)');
    const timeline = screen.getByLabelText('Estimated timeline');

    await user.click(screen.getByRole('button', { name: 'Save estimate' }));
    await waitFor(() => expect(price).toHaveFocus());
    expect(price).toHaveAccessibleDescription('Enter the estimate in dollars, like 450 or 450.00.');
    expect(timeline).toBeInvalid();

    await user.type(price, '450');
    await user.click(screen.getByRole('button', { name: 'Save estimate' }));
    await waitFor(() => expect(timeline).toHaveFocus());
    expect(timeline).toHaveAccessibleDescription('Enter the estimated timeline, like 3-4 weeks.');
    expect(price).toBeValid();
  });

  describe('with more requests than fit on a page', () => {
    // Thirty requests, 1 the oldest and 30 the newest.
    const thirty = Array.from({ length: 30 }, (_, i) =>
      request({
        id: `r${i + 1}`,
        name: `Customer ${i + 1}`,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i, 12)).toISOString(),
        status: i % 2 === 0 ? 'pending' : 'quoted',
        estimatedPrice: i % 2 === 0 ? null : 100,
        estimatedTimeline: i % 2 === 0 ? null : '2 weeks',
      }),
    );
    const pager = () => screen.getByRole('navigation', { name: 'Custom request pages' });
    const names = () => listed().map((b) => within(b).getByText(/^Customer \d+$/).textContent);

    it('lists the newest 25 first and reaches the other 5 on the next page', async () => {
      const user = userEvent.setup();
      await stored(...thirty);
      render(<CustomRequestsTab />);
      expect(ADMIN_PAGE_SIZE).toBe(25);
      expect(listed()).toHaveLength(25);
      expect(names()[0]).toBe('Customer 30');
      expect(names()[24]).toBe('Customer 6');
      expect(pager()).toHaveTextContent('Showing 1-25 of 30 custom requests');

      await user.click(within(pager()).getByRole('button', { name: /Next/ }));
      expect(names()).toEqual(['Customer 5', 'Customer 4', 'Customer 3', 'Customer 2', 'Customer 1']);
      expect(pager()).toHaveTextContent('Showing 26-30 of 30 custom requests');
    });

    it('opens, quotes and moves along a request on a later page', async () => {
      const user = userEvent.setup();
      await stored(...thirty);
      render(<CustomRequestsTab />);
      await user.click(within(pager()).getByRole('button', { name: /Next/ }));
      await user.click(screen.getByRole('button', { name: /^Customer 3(?!\d)/ }));
      expect(screen.getByRole('heading', { name: 'Request from Customer 3' })).toHaveFocus();
      await user.type(screen.getByLabelText('Estimated price (CAD)'), '450');
      await user.type(screen.getByLabelText('Estimated timeline'), '3-4 weeks');
      await user.click(screen.getByRole('button', { name: 'Save estimate' }));
      const detail = screen.getByRole('region', { name: 'Request from Customer 3' });
      await waitFor(() => expect(detail).toHaveTextContent('$450.00, 3-4 weeks'));
      await user.click(screen.getByRole('button', { name: 'Mark as quoted' }));
      await waitFor(() => expect(within(detail).getByRole('status')).toHaveTextContent('Request from Customer 3 is now quoted.'));
      // Still on the second page, with the request's new status in the list.
      expect(pager()).toHaveTextContent('Showing 26-30 of 30 custom requests');
      expect(screen.getByRole('button', { name: /^Customer 3(?!\d)/ })).toHaveTextContent('Quoted');
      expect(JSON.parse(localStorage.getItem('customOrders')!)).toContainEqual(
        expect.objectContaining({ id: 'r3', status: 'quoted', estimatedPrice: 450, estimatedTimeline: '3-4 weeks' }),
      );
    });

    it('goes back to the first page when the filter changes', async () => {
      const user = userEvent.setup();
      await stored(...thirty, ...Array.from({ length: 30 }, (_, i) => request({ id: `d${i}`, name: `Declined ${i}`, status: 'declined', createdAt: '2025-01-01T12:00:00.000Z' })));
      render(<CustomRequestsTab />);
      await user.click(within(pager()).getByRole('button', { name: /Next/ }));
      expect(pager()).toHaveTextContent('Page 2 of 3');
      await user.selectOptions(screen.getByLabelText('Show requests'), 'declined');
      expect(pager()).toHaveTextContent('Showing 1-25 of 30 custom requests');
      expect(pager()).toHaveTextContent('Page 1 of 2');
    });
  });

  it('says so when there are no requests yet', () => {
    render(<CustomRequestsTab />);
    expect(screen.getByText(/No custom requests yet/)).toBeInTheDocument();
  });
});
