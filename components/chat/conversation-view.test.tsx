import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '@/test-support/wait';
import { blurWhenDisabled } from '@/test-support/focus';
import { makeConversation } from '@/test-support/admin-data';
import { browserBackend } from '@/lib/shop/browser-backend';
import { useChat } from '@/lib/store/chat';
import { useChatUi } from '@/lib/store/chat-ui';
import { useSession } from '@/lib/store/session';
import { ConversationView } from './conversation-view';

const reply = () => screen.getByRole('textbox', { name: 'Your message' });

/** Each reply is saved only once `release` is called, as on a slow connection. */
function holdSends() {
  const save = browserBackend.sendMessage;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const saving = vi.spyOn(browserBackend, 'sendMessage').mockImplementation(async (id, content) => {
    await held;
    return save.call(browserBackend, id, content);
  });
  return { saving, release };
}

describe('ConversationView', () => {
  beforeEach(() => {
    useChat.setState({ conversations: [], activeConversation: null, guestId: null });
    useChatUi.setState({ status: 'open', view: 'conversation', replyDrafts: {} });
    useSession.setState({ user: null, accounts: [] });
  });

  it('a reply refused because the owner closed the conversation meanwhile says so and keeps the reply', async () => {
    // This screen still shows it active; in storage the owner has closed it (another tab).
    const shown = makeConversation();
    act(() => useChat.setState({ conversations: [{ ...shown, status: 'closed' }] }));
    const user = userEvent.setup();
    render(<ConversationView conversation={shown} />);
    await user.type(reply(), 'Is it still possible to add engraving?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your message was not sent: this conversation has been closed, or the message was empty.');
    expect(reply()).toHaveValue('Is it still possible to add engraving?');
    expect(useChat.getState().conversations[0].messages).toHaveLength(1);
  });

  it('a refusal from the shop (not allowed) shows its message and keeps the reply', async () => {
    const conversation = makeConversation();
    act(() => useChat.setState({ conversations: [conversation] }));
    vi.spyOn(browserBackend, 'sendMessage').mockResolvedValue({
      ok: false,
      failure: { kind: 'forbidden', message: 'Your session has ended. Please sign in again.' },
    });
    const user = userEvent.setup();
    render(<ConversationView conversation={conversation} />);
    await user.type(reply(), 'Thanks!');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has ended. Please sign in again.');
    expect(reply()).toHaveValue('Thanks!');
  });

  it('sends one reply for a held Enter', async () => {
    const conversation = makeConversation();
    act(() => useChat.setState({ conversations: [conversation] }));
    const { saving, release } = holdSends();
    const user = userEvent.setup();
    render(<ConversationView conversation={conversation} />);
    await user.type(reply(), 'Thanks!');
    // Enter held down repeats its keydown.
    fireEvent.keyDown(reply(), { key: 'Enter' });
    fireEvent.keyDown(reply(), { key: 'Enter', repeat: true });
    fireEvent.keyDown(reply(), { key: 'Enter', repeat: true });
    await act(() => Promise.resolve());
    expect(saving).toHaveBeenCalledTimes(1);

    await act(async () => {
      release();
      await eventually(() => expect(reply()).toHaveValue(''));
    });
    expect(saving).toHaveBeenCalledTimes(1);
    expect(useChat.getState().conversations[0].messages.map((m) => m.content)).toEqual(['Hello', 'Thanks!']);
  });

  it('Send pressed from the keyboard keeps the focus while the reply is saved, and a second press sends nothing more', async () => {
    const conversation = makeConversation();
    act(() => useChat.setState({ conversations: [conversation] }));
    const { saving, release } = holdSends();
    const user = userEvent.setup();
    render(<ConversationView conversation={conversation} />);
    await user.type(reply(), 'Thanks!');
    const send = screen.getByRole('button', { name: 'Send' });
    const stopBlurring = blurWhenDisabled();
    try {
      send.focus();
      await user.keyboard('{Enter}');
      expect(send).toHaveFocus();
      expect(send).toHaveAttribute('aria-disabled', 'true');
      await user.keyboard('{Enter}');
      expect(saving).toHaveBeenCalledTimes(1);

      await act(async () => {
        release();
        await eventually(() => expect(reply()).toHaveValue(''));
      });
      expect(send).not.toHaveAttribute('aria-disabled');
      expect(send).toHaveFocus();
    } finally {
      stopBlurring();
    }
    expect(useChat.getState().conversations[0].messages.map((m) => m.content)).toEqual(['Hello', 'Thanks!']);
  });
});
