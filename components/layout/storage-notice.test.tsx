import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { eventually } from '@/test-support/wait';
import { storageNotice } from '@/content/storage';
import { useStorageStatus } from '@/lib/store/storage-status';
import { StorageNotice } from './storage-notice';

/** The notice where the root layout puts it: after the header, before the page's main content. */
function renderInPage() {
  return render(
    <>
      <StorageNotice />
      <main id="main" tabIndex={-1}>
        <button type="button">Add to Cart</button>
      </main>
    </>,
  );
}

function refuseAWrite() {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  act(() => useStorageStatus.getState().reportWriteFailure('cart', new DOMException('full', 'QuotaExceededError')));
}

describe('StorageNotice', () => {
  it('has its live region in the page, empty, before there is anything to say, so that the notice is announced', async () => {
    renderInPage();
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();

    refuseAWrite();
    await eventually(() => expect(region).toHaveTextContent(storageNotice.refused));
    expect(screen.getByRole('status')).toBe(region);
  });

  it('takes focus to the page content when dismissed, and says nothing more', async () => {
    const user = userEvent.setup();
    renderInPage();
    refuseAWrite();
    await user.click(await screen.findByRole('button', { name: 'Dismiss notice' }));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.queryByText(storageNotice.refused)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    refuseAWrite();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
