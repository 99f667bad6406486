import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { notSaved } from '@/content/storage';
import { makeConversation, makeMessage } from '@/test-support/admin-data';
import { closeConversation, reply } from '@/lib/shop/chat';
import { useChat } from '@/lib/store/chat';
import type { Conversation } from '@/types/shop';
import { MessagesTab } from './messages-tab';
import { blurWhenDisabled } from '@/test-support/focus';
import { ADMIN_PAGE_SIZE } from '@/lib/admin/lists';

const older = makeConversation({
  id: 'c-old',
  customerName: 'Guest',
  customerEmail: 'guest@example.com',
  subject: 'Shipping',
  lastMessage: '2025-03-01T09:00:00.000Z',
  unreadCount: 1,
  messages: [
    makeMessage({ id: 'm1', conversationId: 'c-old', senderName: 'Guest', content: 'Do you ship to Regina?' }),
    makeMessage({
      id: 'm2',
      conversationId: 'c-old',
      senderType: 'admin',
      senderName: 'Support',
      content: "Thank you for contacting us! We've received your message.",
      read: false,
    }),
  ],
});
const newer = makeConversation({
  id: 'c-new',
  customerName: 'Ada Lovelace',
  customerEmail: 'ada@example.com',
  subject: 'Custom Order',
  lastMessage: '2025-03-05T09:00:00.000Z',
  messages: [makeMessage({ id: 'm3', conversationId: 'c-new', content: 'A walnut board, please' })],
});
const closed = makeConversation({
  id: 'c-closed',
  customerName: 'Bo',
  subject: 'Return/Exchange',
  status: 'closed',
  lastMessage: '2025-02-01T09:00:00.000Z',
});

/** The tab as the dashboard wires it: the chat store's conversations, replies and closes through the shop's operations. */
function ShopMessagesTab() {
  const conversations = useChat((s) => s.conversations);
  return <MessagesTab conversations={conversations} onReply={reply} onClose={closeConversation} />;
}

async function renderWithStored(...conversations: Conversation[]) {
  localStorage.setItem('chat', JSON.stringify({ state: { conversations, guestId: null }, version: 2 }));
  await useChat.persisted.read();
  return render(<ShopMessagesTab />);
}

const storedConversation = (id: string) =>
  (JSON.parse(localStorage.getItem('chat')!) as { state: { conversations: Conversation[] } }).state.conversations.find(
    (c) => c.id === id,
  )!;

const conversationButtons = () =>
  within(screen.getByRole('region', { name: /Conversations/ })).getAllByRole('button').filter((b) => b.closest('li'));

describe('MessagesTab', () => {
  it('lists conversations newest activity first with name, email, subject, status, date and unread count', async () => {
    await renderWithStored(older, closed, newer);
    const buttons = conversationButtons();
    expect(buttons.map((b) => within(b).getByText(/Custom Order|Shipping|Return/).textContent)).toEqual([
      'Custom Order',
      'Shipping',
      'Return/Exchange',
    ]);
    const first = buttons[1];
    expect(first).toHaveTextContent('Guest');
    expect(first).toHaveTextContent('guest@example.com');
    expect(first).toHaveTextContent('Active');
    expect(first).toHaveTextContent('1 unread by customer');
    expect(first).toHaveTextContent('2025');
    expect(buttons[2]).toHaveTextContent('Closed');
  });

  it('opens a thread showing its messages', async () => {
    const user = userEvent.setup();
    await renderWithStored(older, newer);
    await user.click(screen.getByRole('button', { name: /Shipping/ }));
    expect(screen.getByRole('heading', { name: 'Shipping' })).toHaveFocus();
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getByText('Do you ship to Regina?')).toBeInTheDocument();
    expect(within(log).getAllByRole('listitem')).toHaveLength(2);
  });

  it('stores a trimmed reply sent with Enter, unread by the customer (count + 1), and Shift+Enter adds a new line', async () => {
    const user = userEvent.setup();
    await renderWithStored(older);
    await user.click(screen.getByRole('button', { name: /Shipping/ }));
    const box = screen.getByRole('textbox', { name: 'Reply to Guest' });

    await user.type(box, '  Yes, we ship{Shift>}{Enter}{/Shift}across Canada.  ');
    expect(storedConversation('c-old').messages).toHaveLength(2);
    expect(box).toHaveValue('  Yes, we ship\nacross Canada.  ');

    await user.type(box, '{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    const saved = storedConversation('c-old');
    expect(saved.messages).toHaveLength(3);
    expect(saved.messages[2]).toMatchObject({ senderType: 'admin', content: 'Yes, we ship\nacross Canada.', read: false });
    expect(saved.unreadCount).toBe(2);
    expect(within(screen.getByRole('log')).getByText(/across Canada\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Shipping/ })).toHaveTextContent('2 unread by customer');
  });

  it('sends nothing when the reply is blank', async () => {
    const user = userEvent.setup();
    await renderWithStored(older);
    await user.click(screen.getByRole('button', { name: /Shipping/ }));
    await user.type(screen.getByRole('textbox', { name: 'Reply to Guest' }), '   {Enter}');
    expect(screen.getByRole('button', { name: 'Send reply' })).toBeDisabled();
    expect(storedConversation('c-old').messages).toHaveLength(2);
  });

  it('sends with the Send reply button too', async () => {
    const user = userEvent.setup();
    await renderWithStored(newer);
    await user.click(screen.getByRole('button', { name: /Custom Order/ }));
    await user.type(screen.getByRole('textbox', { name: 'Reply to Ada Lovelace' }), 'Happy to!');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(storedConversation('c-new').messages.at(-1)?.content).toBe('Happy to!'));
  });

  it('takes focus back to the reply box after Send reply, which is disabled again while the box is empty', async () => {
    const user = userEvent.setup();
    await renderWithStored(newer);
    await user.click(screen.getByRole('button', { name: /Custom Order/ }));
    const box = screen.getByRole('textbox', { name: 'Reply to Ada Lovelace' });
    await user.type(box, 'Happy to!');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send reply' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    expect(box).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send reply' })).toBeDisabled();
    expect(storedConversation('c-new').messages.at(-1)?.content).toBe('Happy to!');
  });

  it('keeps the reply in the box and says so when it cannot be saved', async () => {
    const user = userEvent.setup();
    await renderWithStored(newer);
    await user.click(screen.getByRole('button', { name: /Custom Order/ }));
    await user.type(screen.getByRole('textbox', { name: 'Reply to Ada Lovelace' }), 'Happy to!');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't save your message in this browser, so it has not been sent. What you wrote is still here.",
    );
    expect(screen.getByRole('textbox', { name: 'Reply to Ada Lovelace' })).toHaveValue('Happy to!');
    vi.mocked(Storage.prototype.setItem).mockRestore();
    expect(storedConversation('c-new').messages).toHaveLength(1);
  });

  it('closes an active conversation, after which replies are off', async () => {
    const user = userEvent.setup();
    await renderWithStored(newer);
    await user.click(screen.getByRole('button', { name: /Custom Order/ }));
    await user.click(screen.getByRole('button', { name: 'Close conversation' }));
    expect(await screen.findByText(/This conversation is closed/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close conversation' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Custom Order/ })).toHaveTextContent('Closed');
    expect(storedConversation('c-new').status).toBe('closed');
  });

  it('says why a close failed and gives keyboard focus back to Close conversation', async () => {
    const user = userEvent.setup();
    await renderWithStored(newer);
    await user.click(screen.getByRole('button', { name: /Custom Order/ }));
    const close = screen.getByRole('button', { name: 'Close conversation' });
    const stopBlurring = blurWhenDisabled();
    try {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new DOMException('full', 'QuotaExceededError');
      });
      await user.click(close);
      expect(await screen.findByRole('alert')).toHaveTextContent(notSaved.change);
      await waitFor(() => expect(close).toBeEnabled());
      expect(close).toHaveFocus();
    } finally {
      stopBlurring();
    }
    vi.mocked(Storage.prototype.setItem).mockRestore();
    expect(storedConversation('c-new').status).toBe('active');
  });

  it('offers no reply box on a conversation that is already closed', async () => {
    const user = userEvent.setup();
    await renderWithStored(closed);
    await user.click(screen.getByRole('button', { name: /Return/ }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText(/This conversation is closed/)).toBeInTheDocument();
  });

  it('keeps a half-written reply when the admin looks at another conversation', async () => {
    const user = userEvent.setup();
    await renderWithStored(older, newer);
    await user.click(screen.getByRole('button', { name: /Shipping/ }));
    await user.type(screen.getByRole('textbox'), 'Draft answer');
    await user.click(screen.getByRole('button', { name: /Custom Order/ }));
    expect(screen.getByRole('textbox')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: /Shipping/ }));
    expect(screen.getByRole('textbox')).toHaveValue('Draft answer');
  });

  it('pages a long list', async () => {
    const many = Array.from({ length: ADMIN_PAGE_SIZE + 3 }, (_, i) =>
      makeConversation({ id: `c${i}`, subject: `Subject ${i}`, lastMessage: new Date(2025, 0, 1, 0, i).toISOString() }),
    );
    await renderWithStored(...many);
    expect(conversationButtons()).toHaveLength(ADMIN_PAGE_SIZE);
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(conversationButtons()).toHaveLength(3);
    expect(screen.getByText(`Showing 26-28 of 28 conversations`)).toBeInTheDocument();
  });

  it('has no axe violations with a thread open (structure rules; contrast is checked in the browser)', async () => {
    const user = userEvent.setup();
    const { container } = await renderWithStored(older, newer, closed);
    await user.click(screen.getByRole('button', { name: /Shipping/ }));
    const { violations } = await axe.run(container, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it('says so when there are no conversations', async () => {
    await renderWithStored();
    expect(screen.getByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
  });
});
