import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '@/test-support/wait';
import { browserBackend } from '@/lib/shop/browser-backend';
import type { ShopFailure } from '@/lib/shop/result';
import { useChat } from '@/lib/store/chat';
import { useChatUi } from '@/lib/store/chat-ui';
import { useSession } from '@/lib/store/session';
import { NewConversationForm } from './new-conversation-form';

async function fillIn(user: UserEvent) {
  render(<NewConversationForm canGoBack={false} />);
  await user.type(screen.getByLabelText(/^Your name/), 'Ada Lovelace');
  await user.type(screen.getByLabelText(/^Your email/), 'ada@example.com');
  await user.selectOptions(screen.getByLabelText(/^Subject/), 'Custom Order');
  await user.type(screen.getByLabelText(/^Message/), 'Could you make a board in cherry?');
}

function expectEverythingTypedKept() {
  expect(screen.getByLabelText(/^Your name/)).toHaveValue('Ada Lovelace');
  expect(screen.getByLabelText(/^Your email/)).toHaveValue('ada@example.com');
  expect(screen.getByLabelText(/^Subject/)).toHaveValue('Custom Order');
  expect(screen.getByLabelText(/^Message/)).toHaveValue('Could you make a board in cherry?');
}

describe('NewConversationForm', () => {
  beforeEach(() => {
    useChat.setState({ conversations: [], activeConversation: null, guestId: null });
    useChatUi.setState({ status: 'open', view: 'new', form: { subject: '', message: '', guestName: '', guestEmail: '' }, replyDrafts: {} });
    useSession.setState({ user: null, accounts: [] });
  });

  it('starts one conversation for a double click or a held Enter, and shows the button busy while it saves', async () => {
    // The save waits until released, as on a slow connection.
    const save = browserBackend.startConversation;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const saving = vi.spyOn(browserBackend, 'startConversation').mockImplementation(async (input) => {
      await held;
      return save.call(browserBackend, input);
    });
    const user = userEvent.setup();
    await fillIn(user);
    const button = screen.getByRole('button', { name: 'Start conversation' });
    await user.dblClick(button);
    // A held Enter submits the form again, whatever the button shows.
    fireEvent.submit(button.closest('form')!);
    await act(() => Promise.resolve());
    expect(saving).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Starting conversation…' })).toHaveAttribute('aria-disabled', 'true');

    await act(async () => {
      release();
      await eventually(() => expect(useChatUi.getState().view).toBe('conversation'));
    });
    expect(saving).toHaveBeenCalledTimes(1);
    expect(useChat.getState().conversations).toHaveLength(1);
  });

  it.each<[string, ShopFailure]>([
    ['forbidden', { kind: 'forbidden', message: 'Your session has ended. Please sign in again.' }],
    ['conflict', { kind: 'conflict', message: 'This conversation was already started.' }],
    ['invalid', { kind: 'invalid', message: 'Please fill in all fields', fields: {} }],
  ])('%s: the failure shows its message and keeps everything typed', async (_kind, failure) => {
    vi.spyOn(browserBackend, 'startConversation').mockResolvedValue({ ok: false, failure });
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Start conversation' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(failure.message);
    expectEverythingTypedKept();
    expect(screen.getByRole('button', { name: 'Start conversation' })).toBeEnabled();
    expect(useChatUi.getState().view).toBe('new');
    expect(useChat.getState().conversations).toEqual([]);
  });
});
