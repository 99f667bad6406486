import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browserBackend } from '@/lib/shop/browser-backend';
import type { ShopFailure } from '@/lib/shop/result';
import { useCustomOrders } from '@/lib/store/custom-orders';
import { hydrateStores } from '@/lib/store/hydration';
import { CustomOrderForm } from './custom-order-form';

function renderForm() {
  render(
    <>
      <h2 id="custom-heading">Request a custom piece</h2>
      <CustomOrderForm labelledBy="custom-heading" />
    </>,
  );
  act(() => void hydrateStores());
}

async function fillRequired(user: UserEvent) {
  await user.type(screen.getByLabelText(/^Full name/), 'Ada Lovelace');
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await user.selectOptions(screen.getByLabelText(/^Project type/), 'Cutting Board');
  await user.type(screen.getByLabelText(/^Project description/), 'An end-grain walnut board, 18 by 12 inches.');
}

function expectEverythingTypedKept() {
  expect(screen.getByLabelText(/^Full name/)).toHaveValue('Ada Lovelace');
  expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
  expect(screen.getByLabelText(/^Project type/)).toHaveValue('cutting-board');
  expect(screen.getByLabelText(/^Project description/)).toHaveValue('An end-grain walnut board, 18 by 12 inches.');
}

describe('CustomOrderForm', () => {

  it('saves one request for a double click or a held Enter, and shows the button busy while it saves', async () => {
    // The save waits until released, as on a slow connection.
    const save = browserBackend.submitCustomRequest;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const saving = vi.spyOn(browserBackend, 'submitCustomRequest').mockImplementation(async (fields) => {
      await held;
      return save.call(browserBackend, fields);
    });
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user);
    const button = screen.getByRole('button', { name: 'Submit Request' });
    await user.dblClick(button);
    // A held Enter submits the form again, whatever the button shows.
    fireEvent.submit(button.closest('form')!);
    await act(() => Promise.resolve());
    expect(saving).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Submitting request…' })).toHaveAttribute('aria-disabled', 'true');

    release();
    expect(await screen.findByRole('heading', { name: 'Request received' })).toBeInTheDocument();
    expect(saving).toHaveBeenCalledTimes(1);
    expect(useCustomOrders.getState().requests).toHaveLength(1);
  });

  it.each<[string, ShopFailure, Record<string, string>]>([
    [
      'forbidden',
      { kind: 'forbidden', message: 'You are not allowed to do that. If you think you should be, sign in again.' },
      {},
    ],
    ['conflict', { kind: 'conflict', message: 'This request was already received.' }, {}],
    [
      'invalid',
      {
        kind: 'invalid',
        message: 'Please check the fields marked in red.',
        fields: { email: 'Please enter a valid email address, like name@example.com.' },
      },
      { Email: 'Please enter a valid email address, like name@example.com.' },
    ],
  ])('%s: the failure shows its message and keeps everything typed', async (_kind, failure, fieldErrors) => {
    vi.spyOn(browserBackend, 'submitCustomRequest').mockResolvedValue({ ok: false, failure });
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(await screen.findByText(failure.message)).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('heading', { name: 'Request received' })).not.toBeInTheDocument();
    for (const [label, error] of Object.entries(fieldErrors)) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toHaveAccessibleDescription(error);
    }
    expectEverythingTypedKept();
    expect(screen.getByRole('button', { name: 'Submit Request' })).toBeEnabled();
    expect(useCustomOrders.getState().requests).toEqual([]);
  });
});
