import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { makeConversation, makeMessage } from '@/lib/admin-test-data';
import type { Conversation } from '@/types/shop';
import { CONVERSATIONS_PAGE_SIZE, MessagesTab } from './messages-tab';

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

/** Holds conversations like the chat store does: a reply appends an unread admin message, unreadCount + 1. */
function Harness({ initial, onReplySpy }: { initial: Conversation[]; onReplySpy?: (id: string, text: string) => void }) {
  const [conversations, setConversations] = useState(initial);
  return (
    <MessagesTab
      conversations={conversations}
      onReply={(id, content) => {
        onReplySpy?.(id, content);
        setConversations((all) =>
          all.map((c) =>
            c.id === id
              ? {
                  ...c,
                  unreadCount: c.unreadCount + 1,
                  lastMessage: '2025-03-06T09:00:00.000Z',
                  messages: [
                    ...c.messages,
                    makeMessage({ id: `r${c.messages.length}`, conversationId: id, senderType: 'admin', senderName: 'Admin User', content, read: false }),
                  ],
                }
              : c,
          ),
        );
      }}
      onClose={(id) => setConversations((all) => all.map((c) => (c.id === id ? { ...c, status: 'closed' } : c)))}
    />
  );
}

const conversationButtons = () =>
  within(screen.getByRole('region', { name: /Conversations/ })).getAllByRole('button').filter((b) => b.closest('li'));

describe('MessagesTab', () => {
  it('lists conversations newest activity first with name, email, subject, status, date and unread count', () => {
    render(<Harness initial={[older, closed, newer]} />);
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
    render(<Harness initial={[older, newer]} />);
    await user.click(screen.getByRole('button', { name: /Shipping/ }));
    expect(screen.getByRole('heading', { name: 'Shipping' })).toHaveFocus();
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getByText('Do you ship to Regina?')).toBeInTheDocument();
    expect(within(log).getAllByRole('listitem')).toHaveLength(2);
  });

  it('sends a trimmed reply with Enter, raising the unread count by 1, and Shift+Enter adds a new line', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness initial={[older]} onReplySpy={spy} />);
    await user.click(screen.getByRole('button', { name: /Shipping/ }));
    const box = screen.getByRole('textbox', { name: 'Reply to Guest' });

    await user.type(box, '  Yes, we ship{Shift>}{Enter}{/Shift}across Canada.  ');
    expect(spy).not.toHaveBeenCalled();
    expect(box).toHaveValue('  Yes, we ship\nacross Canada.  ');

    await user.type(box, '{Enter}');
    expect(spy).toHaveBeenCalledExactlyOnceWith('c-old', 'Yes, we ship\nacross Canada.');
    expect(box).toHaveValue('');
    expect(within(screen.getByRole('log')).getByText(/across Canada\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Shipping/ })).toHaveTextContent('2 unread by customer');
  });

  it('sends nothing when the reply is blank', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness initial={[older]} onReplySpy={spy} />);
    await user.click(screen.getByRole('button', { name: /Shipping/ }));
    const box = screen.getByRole('textbox', { name: 'Reply to Guest' });
    await user.type(box, '   {Enter}');
    expect(spy).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send reply' })).toBeDisabled();
  });

  it('sends with the Send reply button too', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness initial={[newer]} onReplySpy={spy} />);
    await user.click(screen.getByRole('button', { name: /Custom Order/ }));
    await user.type(screen.getByRole('textbox', { name: 'Reply to Ada Lovelace' }), 'Happy to!');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(spy).toHaveBeenCalledWith('c-new', 'Happy to!');
  });

  it('closes an active conversation, after which replies are off', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[newer]} />);
    await user.click(screen.getByRole('button', { name: /Custom Order/ }));
    await user.click(screen.getByRole('button', { name: 'Close conversation' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close conversation' })).not.toBeInTheDocument();
    expect(screen.getByText(/This conversation is closed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Custom Order/ })).toHaveTextContent('Closed');
  });

  it('offers no reply box on a conversation that is already closed', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness initial={[closed]} onReplySpy={spy} />);
    await user.click(screen.getByRole('button', { name: /Return/ }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('keeps a half-written reply when the admin looks at another conversation', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[older, newer]} />);
    await user.click(screen.getByRole('button', { name: /Shipping/ }));
    await user.type(screen.getByRole('textbox'), 'Draft answer');
    await user.click(screen.getByRole('button', { name: /Custom Order/ }));
    expect(screen.getByRole('textbox')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: /Shipping/ }));
    expect(screen.getByRole('textbox')).toHaveValue('Draft answer');
  });

  it('pages a long list', () => {
    const many = Array.from({ length: CONVERSATIONS_PAGE_SIZE + 3 }, (_, i) =>
      makeConversation({ id: `c${i}`, subject: `Subject ${i}`, lastMessage: new Date(2025, 0, 1, 0, i).toISOString() }),
    );
    render(<Harness initial={many} />);
    expect(conversationButtons()).toHaveLength(CONVERSATIONS_PAGE_SIZE);
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(conversationButtons()).toHaveLength(3);
    expect(screen.getByText(`Showing 26-28 of 28 conversations`)).toBeInTheDocument();
  });

  it('has no axe violations with a thread open (structure rules; contrast is checked in the browser)', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness initial={[older, newer, closed]} />);
    await user.click(screen.getByRole('button', { name: /Shipping/ }));
    const { violations } = await axe.run(container, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it('says so when there are no conversations', () => {
    render(<MessagesTab conversations={[]} onReply={() => {}} onClose={() => {}} />);
    expect(screen.getByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
  });
});
