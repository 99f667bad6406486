import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { chatText } from '@/content/chat';
import { messages } from '@/content/messages';
import { useChat } from '@/lib/store/chat';
import { useChatUi } from '@/lib/store/chat-ui';
import { makeConversation, makeMessage } from '@/test-support/admin-data';
import { browserBackend } from '@/lib/shop/browser-backend';
import { hydrateStores, syncAcrossTabs } from '@/lib/store/hydration';
import { useSession } from '@/lib/store/session';
import { preloadSanitizers } from '@/lib/store/persisted';
import { ChatMount } from './chat-mount';
import ChatWidget from './chat-widget';

const bubble = () => screen.getByRole('button', { name: /^Open support chat/ });
const panel = () => screen.getByRole('dialog', { name: chatText.title });

/** Opens the panel and waits until it has taken focus (its effect runs after the lazily loaded panel commits). */
async function openPanel() {
  fireEvent.click(bubble());
  const dialog = await screen.findByRole('dialog', { name: chatText.title });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return dialog;
}

describe('the support chat widget', () => {
  // The panel is lazily loaded; load it once up front so a slow first transform cannot time a test out.
  beforeAll(async () => {
    await import('./chat-panel');
  });

  beforeEach(() => {
    useChat.setState({ conversations: [], activeConversation: null, guestId: null });
    useChatUi.setState({ status: 'closed', view: 'list', form: { subject: '', message: '', guestName: '', guestEmail: '' }, replyDrafts: {}, unread: 0 });
    useSession.setState({ user: null, accounts: [] });
    void hydrateStores();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens on the new-conversation form with focus inside, and says why nothing was sent', async () => {
    render(<ChatMount />);
    const dialog = await openPanel();
    const name = within(dialog).getByRole('textbox', { name: /Your name/ });
    expect(name).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: /Message/ })).toHaveAttribute('rows', '3');
    expect(within(dialog).getByRole('textbox', { name: /Your email/ })).toHaveAttribute('type', 'email');

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Message/ }), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: chatText.startConversation }));
    expect(within(dialog).getByText(chatText.errors.name)).toBeInTheDocument();
    expect(within(dialog).getByText(chatText.errors.email)).toBeInTheDocument();
    expect(within(dialog).getByText(chatText.errors.subject)).toBeInTheDocument();
    expect(within(dialog).getByText(chatText.errors.message)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(useChat.getState().conversations).toEqual([]);
  });

  it('does not ask a signed-in customer for name or email', async () => {
    useSession.setState({
      user: { id: 'u1', email: 'a@example.com', firstName: 'Ada', lastName: 'L', phone: '', address: { street: '', city: '', state: '', zipCode: '', country: '' } },
    });
    render(<ChatMount />);
    const dialog = await openPanel();
    expect(within(dialog).queryByRole('textbox', { name: /Your name/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Subject/ })).toHaveFocus();
  });

  it('shows the unread badge when another tab stores this guest a conversation with a reply', async () => {
    localStorage.removeItem('chat');
    const stopSync = syncAcrossTabs(); // as the layout's StoreHydrator does
    render(<ChatMount />);
    expect(bubble()).toHaveAccessibleName(chatText.openChat);
    const reply = makeMessage({ id: 'm2', conversationId: 'c1', senderId: 'admin', senderType: 'admin', read: false });
    const stored = JSON.stringify({
      state: { guestId: 'guest_1', conversations: [makeConversation({ customerId: 'guest_1', unreadCount: 1, messages: [makeMessage(), reply] })] },
      version: 1,
    });
    localStorage.setItem('chat', stored);
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'chat', newValue: stored })));
    expect(await screen.findByTestId('chat-unread')).toHaveTextContent('1');
    expect(bubble()).toHaveAccessibleName(`${chatText.openChat} (${chatText.unread(1)})`);
    stopSync();
  });

  describe('a reply stored while the widget was still loading (it loads after the page)', () => {
    const question = makeMessage({ senderId: 'guest_1' });
    const earlier = makeMessage({ id: 'm2', senderId: 'admin', senderType: 'admin', content: 'We have your question.' });
    const reply = makeMessage({ id: 'm3', senderId: 'admin', senderType: 'admin', content: 'Your board ships Tuesday.', read: false });
    const stored = (messages: ReturnType<typeof makeMessage>[]) =>
      JSON.stringify({ state: { guestId: 'guest_1', conversations: [makeConversation({ customerId: 'guest_1', messages })] }, version: 1 });

    beforeEach(async () => {
      await preloadSanitizers();
      useChat.setState({ guestId: 'guest_1', conversations: [makeConversation({ customerId: 'guest_1', unreadCount: 1, messages: [question, earlier, reply] })] });
    });

    it('is announced, and only it', async () => {
      render(<ChatWidget storedAtStart={stored([question, earlier])} />);
      await waitFor(() => expect(screen.getByTestId('chat-announcer')).toHaveTextContent(`: ${reply.content}`));
      expect(screen.getByTestId('chat-announcer')).not.toHaveTextContent(earlier.content);
    });

    it('is not announced when it was already stored as the page came alive', async () => {
      render(<ChatWidget storedAtStart={stored([question, earlier, reply])} />);
      await waitFor(() => expect(useChatUi.getState().unread).toBe(1));
      expect(screen.getByTestId('chat-announcer')).toHaveTextContent('');
    });
  });

  it('starts a conversation, shows the auto-reply after 2 s as unread, and reopening marks it read', async () => {
    render(<ChatMount />);
    const dialog = await openPanel();
    vi.useFakeTimers();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Your name/ }), { target: { value: 'Bo' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Your email/ }), { target: { value: 'bo@example.com' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Subject/ }), { target: { value: 'Shipping' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Message/ }), { target: { value: 'Do you ship to Regina?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: chatText.startConversation }));
    await act(async () => {});

    expect(within(panel()).getByRole('heading', { name: 'Shipping' })).toBeInTheDocument();
    expect(within(panel()).getByText('Do you ship to Regina?')).toBeInTheDocument();
    expect(within(panel()).getByRole('textbox', { name: chatText.replyLabel })).toHaveFocus();

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(within(panel()).queryByText(messages.autoReply)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(within(panel()).getByText(messages.autoReply)).toBeInTheDocument();
    expect(screen.getByTestId('chat-announcer')).toHaveTextContent(messages.autoReply);

    fireEvent.click(within(panel()).getByRole('button', { name: chatText.closeChat }));
    expect(bubble()).toHaveFocus();
    expect(bubble()).toHaveAccessibleName(`${chatText.openChat} (1 unread)`);
    expect(screen.getByTestId('chat-unread')).toHaveTextContent('1');

    fireEvent.click(bubble());
    await act(async () => {});
    expect(screen.queryByTestId('chat-unread')).not.toBeInTheDocument();
    expect(useChat.getState().conversations[0].unreadCount).toBe(0);
  });

  // QA: every reply showed in the open chat, yet the bubble said "(2 unread)" once it was closed.
  describe('a reply that arrives while the chat is on the page', () => {
    const ada = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'L', phone: '', address: { street: '', city: '', state: '', zipCode: '', country: '' } };
    const question = (conversationId: string) => makeMessage({ id: `${conversationId}-q`, conversationId, senderId: 'u1' });
    const unreadIn = (id: string) => useChat.getState().conversations.find((c) => c.id === id)!.unreadCount;
    const ownerReplies = (id: string, text: string) => act(async () => void (await useChat.getState().adminReply(id, text)));
    let markRead: MockInstance<typeof browserBackend.markRead>;

    beforeEach(async () => {
      await hydrateStores();
      useSession.setState({ user: ada });
      useChat.setState({
        conversations: [
          makeConversation({ id: 'c1', customerId: 'u1', subject: 'Shipping', messages: [question('c1')] }),
          makeConversation({ id: 'c2', customerId: 'u1', subject: 'Custom Order', messages: [question('c2')] }),
        ],
      });
      markRead = vi.spyOn(browserBackend, 'markRead');
    });

    afterEach(() => markRead.mockRestore());

    /** The shopper has conversation `id` open on screen. */
    async function showing(id: string, subject: string) {
      useChatUi.getState().showConversation(id);
      render(<ChatMount />);
      await within(await screen.findByRole('dialog', { name: chatText.title })).findByRole('heading', { name: subject });
      markRead.mockClear();
    }

    it('is read at once in the conversation on screen: no badge once the chat is closed', async () => {
      await showing('c1', 'Shipping');
      await ownerReplies('c1', 'Yes, we ship to Regina.');
      expect(within(panel()).getByText('Yes, we ship to Regina.')).toBeInTheDocument();
      await waitFor(() => expect(unreadIn('c1')).toBe(0));
      expect(markRead).toHaveBeenCalledTimes(1); // the shop's operation (the server's too), once for the arrival
      expect(markRead).toHaveBeenCalledWith('c1');

      // The customer answers, the owner closes the conversation: nothing waits unread.
      fireEvent.change(within(panel()).getByRole('textbox', { name: chatText.replyLabel }), { target: { value: 'Thanks!' } });
      fireEvent.click(within(panel()).getByRole('button', { name: chatText.send }));
      await waitFor(() => expect(useChat.getState().conversations[0].messages.at(-1)!.content).toBe('Thanks!'));
      await ownerReplies('c1', 'Glad to help.');
      await act(async () => void (await useChat.getState().closeConversation('c1')));
      expect(await within(panel()).findByText(chatText.closedNotice)).toBeInTheDocument();
      await waitFor(() => expect(unreadIn('c1')).toBe(0));
      expect(markRead).toHaveBeenCalledTimes(2);

      fireEvent.click(within(panel()).getByRole('button', { name: chatText.closeChat }));
      expect(bubble()).toHaveAccessibleName(chatText.openChat);
      expect(screen.queryByTestId('chat-unread')).not.toBeInTheDocument();
    });

    it('stays unread while the chat is minimised: the bar and then the bubble count it', async () => {
      await showing('c1', 'Shipping');
      fireEvent.click(within(panel()).getByRole('button', { name: chatText.minimizeChat }));
      await ownerReplies('c1', 'Yes, we ship to Regina.');
      expect(screen.getByRole('button', { name: new RegExp(`^${chatText.title}\\s*1\\s*unread$`) })).toBeInTheDocument();
      expect(unreadIn('c1')).toBe(1);
      expect(markRead).not.toHaveBeenCalled();

      fireEvent.click(screen.getByRole('button', { name: chatText.closeChat }));
      expect(bubble()).toHaveAccessibleName(`${chatText.openChat} (${chatText.unread(1)})`);
      expect(screen.getByTestId('chat-unread')).toHaveTextContent('1');
    });

    it('stays unread when another conversation is on screen', async () => {
      await showing('c2', 'Custom Order');
      await ownerReplies('c1', 'Yes, we ship to Regina.');
      expect(unreadIn('c1')).toBe(1);
      expect(markRead).not.toHaveBeenCalled();
      fireEvent.click(within(panel()).getByRole('button', { name: chatText.closeChat }));
      expect(screen.getByTestId('chat-unread')).toHaveTextContent('1');
    });
  });

  it("gives the focus back to a page's own 'Start a chat' that opened it, when it closes", async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button" onClick={() => useChatUi.getState().openNewConversation({ subject: 'Other', message: '' })}>
          Start a chat
        </button>
        <ChatMount />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Start a chat' }));
    const dialog = await screen.findByRole('dialog', { name: chatText.title });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.click(within(dialog).getByRole('button', { name: chatText.closeChat }));
    expect(screen.getByRole('button', { name: 'Start a chat' })).toHaveFocus();
  });

  it('Escape minimises (keeping what was typed) and focus moves to the bar; the bar restores it', async () => {
    const user = userEvent.setup();
    render(<ChatMount />);
    await openPanel();
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Bo');
    await user.keyboard('{Escape}');
    expect(panel).toThrow();
    const restore = screen.getByRole('button', { name: chatText.title });
    expect(restore).toHaveFocus();
    await user.click(restore);
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveValue('Bo');
  });

  it('a closed conversation is read only and says so', async () => {
    useChat.getState().startConversation({ subject: 'Other', message: 'Hi', guestName: 'Bo', guestEmail: 'bo@example.com' });
    const id = useChat.getState().conversations[0].id;
    useChat.getState().closeConversation(id);
    useChatUi.getState().showConversation(id);
    render(<ChatMount />);
    const dialog = await screen.findByRole('dialog', { name: chatText.title });
    expect(within(dialog).getByText(chatText.closedNotice)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('sends with Enter and refuses blank text', async () => {
    const user = userEvent.setup();
    useChat.getState().startConversation({ subject: 'Other', message: 'Hi', guestName: 'Bo', guestEmail: 'bo@example.com' });
    useChatUi.getState().showConversation(useChat.getState().conversations[0].id);
    render(<ChatMount />);
    const box = await screen.findByRole('textbox', { name: chatText.replyLabel });
    await user.type(box, '   {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(chatText.errors.reply);
    await user.clear(box);
    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}line two{Enter}');
    expect(useChat.getState().conversations[0].messages.at(-1)!.content).toBe('Line one\nline two');
    expect(box).toHaveValue('');
  });
});
