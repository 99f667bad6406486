import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/content/messages';
import { seedProducts } from '@/content/products';
import { browserBackend } from '@/lib/shop/browser-backend';
import { useCatalogue } from '@/lib/store/catalogue';
import { hydrateStores } from '@/lib/store/hydration';
import { useSession } from '@/lib/store/session';
import { ada } from '@/test-support/user';
import type { User } from '@/types/shop';
import { WriteReview } from './write-review';

const board = () => useCatalogue.getState().products.find((p) => p.id === '1')!;

function renderAs(user: User | null) {
  localStorage.setItem('session', JSON.stringify({ state: { user, accounts: user ? [user] : [] }, version: 1 }));
  render(<WriteReview productId="1" />);
  act(() => void hydrateStores());
}

describe('WriteReview', () => {
  beforeEach(() => {
    useCatalogue.setState({ products: seedProducts });
    useSession.setState({ user: null, accounts: [] });
  });

  it('shows visitors no Write a Review button, only a way to log in and come back', () => {
    renderAs(null);
    expect(screen.queryByRole('button', { name: messages.writeReview })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to write a review' })).toHaveAttribute('href', '/login?redirect=%2Fproduct%2F1');
  });

  it('toggles the form; 5 stars by default; blank fields give the alert and add nothing', async () => {
    const user = userEvent.setup();
    renderAs(ada);
    const toggle = screen.getByRole('button', { name: messages.writeReview });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await user.click(toggle);
    const form = screen.getByRole('form', { name: 'Write your review' });
    expect(within(form).getByRole('radio', { name: '5 stars' })).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Submit Review' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(messages.fillAllFields);
    expect(board().totalReviews).toBe(3);
    await user.click(toggle);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('a comment over 2,000 characters gets its message, keeps every character and adds nothing', async () => {
    const user = userEvent.setup();
    renderAs(ada);
    await user.click(screen.getByRole('button', { name: messages.writeReview }));
    await user.type(screen.getByLabelText('Title'), 'Long');
    const long = 'w'.repeat(2001);
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: long } });
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please keep this to 2,000 characters or fewer (it has 2,001).');
    expect(screen.getByLabelText('Comment')).toHaveValue(long);
    expect(board().totalReviews).toBe(3);
  });

  it('adds the review, thanks the shopper, closes the form and recalculates the product', async () => {
    const user = userEvent.setup();
    renderAs(ada);
    await user.click(screen.getByRole('button', { name: messages.writeReview }));
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Title'), 'Solid');
    await user.type(screen.getByLabelText('Comment'), 'Flat and heavy.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    // The review is submitted through the shop's operations, which load the backend first: not in the same tick.
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.reviewThanks);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.writeReview })).toHaveFocus();
    expect(board().reviews[0]).toMatchObject({ title: 'Solid', rating: 4, userName: 'Ada Lovelace' });
    // 5, 5, 4, 4 → 4.5
    expect([board().averageRating, board().totalReviews]).toEqual([4.5, 4]);
  });

  it('adds one review for a double click or a held Enter, and shows the button busy while it saves', async () => {
    // The save waits until released, as on a slow connection.
    const save = browserBackend.submitReview;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const saving = vi.spyOn(browserBackend, 'submitReview').mockImplementation(async (productId, draft) => {
      await held;
      return save.call(browserBackend, productId, draft);
    });
    const user = userEvent.setup();
    renderAs(ada);
    await user.click(screen.getByRole('button', { name: messages.writeReview }));
    await user.type(screen.getByLabelText('Title'), 'Solid');
    await user.type(screen.getByLabelText('Comment'), 'Flat and heavy.');
    const button = screen.getByRole('button', { name: 'Submit Review' });
    await user.dblClick(button);
    // A held Enter in the title submits the form again, whatever the button shows.
    fireEvent.submit(button.closest('form')!);
    await act(() => Promise.resolve());
    expect(saving).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Submitting review…' })).toHaveAttribute('aria-disabled', 'true');

    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.reviewThanks);
    expect(saving).toHaveBeenCalledTimes(1);
    expect(board().totalReviews).toBe(4);
  });

  it('enforces the login rule on submit too: signed out in another tab, the review is refused', async () => {
    const user = userEvent.setup();
    renderAs(ada);
    await user.click(screen.getByRole('button', { name: messages.writeReview }));
    await user.type(screen.getByLabelText('Title'), 'Solid');
    await user.type(screen.getByLabelText('Comment'), 'Flat.');
    act(() => useSession.setState({ user: null }));
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.reviewLoginRequired);
    expect(board().totalReviews).toBe(3);
  });

  it('keeps what was typed through a sign-in again: back on the product, the form is open on it, for that account only', async () => {
    const user = userEvent.setup();
    renderAs(ada);
    await user.click(screen.getByRole('button', { name: messages.writeReview }));
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    await user.type(screen.getByLabelText('Title'), 'Solid');
    await user.type(screen.getByLabelText('Comment'), 'Flat.');
    // The session ended (signed out here), and the shopper followed Sign in: the product page is gone.
    act(() => useSession.setState({ user: null }));
    cleanup();

    // Back, signed in again as Ada.
    act(() => useSession.setState({ user: ada, accounts: [ada] }));
    const again = render(<WriteReview productId="1" />);
    const form = screen.getByRole('form', { name: 'Write your review' });
    expect(within(form).getByLabelText('Title')).toHaveValue('Solid');
    expect(within(form).getByLabelText('Comment')).toHaveValue('Flat.');
    expect(within(form).getByRole('radio', { name: '3 stars' })).toBeChecked();
    again.unmount();

    // Someone else at the browser: a closed form, nothing of Ada's.
    const bo = { ...ada, id: 'user_bo', email: 'bo@example.com', firstName: 'Bo' };
    act(() => useSession.setState({ user: bo, accounts: [bo] }));
    render(<WriteReview productId="1" />);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.writeReview }));
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('forgets the kept review once it is posted', async () => {
    const user = userEvent.setup();
    renderAs(ada);
    await user.click(screen.getByRole('button', { name: messages.writeReview }));
    await user.type(screen.getByLabelText('Title'), 'Solid');
    await user.type(screen.getByLabelText('Comment'), 'Flat and heavy.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.reviewThanks);
    cleanup();
    render(<WriteReview productId="1" />);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
