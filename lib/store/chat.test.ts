import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/content/messages';
import { autoReplyId } from '@/lib/chat/conversations';
// The chat's screen state marks a conversation read through the shop's operation, which connects the two when it
// loads (the chat panel's conversation view loads it in the shop); this file runs alone too.
import '@/lib/shop/chat';
import { eventually } from '@/test-support/wait';
import type { User } from '@/types/shop';
import { startAutoReplyScheduler, useChat } from './chat';
import { useChatUi } from './chat-ui';
import { useSession } from './session';

const user: User = {
  id: 'user_42',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '',
  address: { street: '', city: '', state: '', zipCode: '', country: 'Canada' },
};
const guestInput = { subject: 'Shipping', message: 'Do you ship to Regina?', guestName: 'Bo', guestEmail: 'bo@example.com' };

/** The id of the conversation started, or null when it was refused. */
async function startedId(input: Parameters<ReturnType<typeof useChat.getState>['startConversation']>[0]) {
  const outcome = await useChat.getState().startConversation(input);
  return outcome.ok ? outcome.value : null;
}

const conversation = (id: string) => useChat.getState().conversations.find((c) => c.id === id)!;

describe('chat store (rules §4, §7)', () => {
  let stop: () => void = () => {};

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-01T17:00:00.000Z'));
    useChat.setState({ conversations: [], activeConversation: null, guestId: null });
    useChatUi.setState({ status: 'closed', view: 'list' });
    useSession.setState({ user: null, accounts: [] });
    stop = startAutoReplyScheduler();
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('starts a guest conversation with a stable guest id, and it becomes the active one', async () => {
    const id = (await startedId(guestInput))!;
    const { guestId, activeConversation } = useChat.getState();
    expect(guestId).toMatch(/^guest_/);
    expect(activeConversation).toBe(id);
    expect(conversation(id)).toMatchObject({
      customerId: guestId,
      customerName: 'Bo',
      customerEmail: 'bo@example.com',
      status: 'active',
      unreadCount: 0,
    });
    const second = (await startedId({ ...guestInput, subject: 'Other' }))!;
    expect(conversation(second).customerId).toBe(guestId);
  });

  it("names a guest 'Guest' when no name is given, and refuses a guest without a valid email", async () => {
    const id = (await startedId({ ...guestInput, guestName: '' }))!;
    expect(conversation(id).customerName).toBe('Guest');
    expect(await startedId({ ...guestInput, guestEmail: 'nope' })).toBeNull();
    expect(useChat.getState().conversations).toHaveLength(1);
  });

  it('refuses a blank message or subject: nothing is stored', async () => {
    expect(await startedId({ ...guestInput, message: '   ' })).toBeNull();
    expect(await startedId({ ...guestInput, subject: '' })).toBeNull();
    expect(useChat.getState().conversations).toEqual([]);
    expect(useChat.getState().guestId).toBeNull();
  });

  it('a signed-in customer owns the conversation without giving name or email', async () => {
    useSession.setState({ user });
    const id = (await startedId({ subject: 'Order Status', message: 'Where is order 17?' }))!;
    expect(conversation(id)).toMatchObject({ customerId: 'user_42', customerName: 'Ada Lovelace', customerEmail: 'ada@example.com' });
    expect(useChat.getState().guestId).toBeNull();
  });

  it('adds the automatic reply 2000 ms after the start, unread, leaving unreadCount at 1', async () => {
    const id = (await startedId(guestInput))!;
    await vi.advanceTimersByTimeAsync(1999);
    expect(conversation(id).messages).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(conversation(id).messages).toHaveLength(2);
    expect(conversation(id).messages[1]).toMatchObject({ senderType: 'admin', content: messages.autoReply, read: false });
    expect(conversation(id).unreadCount).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(conversation(id).messages).toHaveLength(2);
  });

  it('delivers a reply that fell due while the page was away at once, and only once (reload)', async () => {
    const id = (await startedId(guestInput))!;
    stop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(conversation(id).messages).toHaveLength(1);
    stop = startAutoReplyScheduler();
    await vi.advanceTimersByTimeAsync(0);
    expect(conversation(id).messages.map((m) => m.id)).toEqual([conversation(id).messages[0].id, autoReplyId(id)]);
    const second = startAutoReplyScheduler();
    await vi.advanceTimersByTimeAsync(5000);
    second();
    expect(conversation(id).messages).toHaveLength(2);
  });

  it('sendMessage appends to an active conversation and refuses a closed one or blank text', async () => {
    const id = (await startedId(guestInput))!;
    expect((await useChat.getState().sendMessage(id, 'And to Saskatoon?')).ok).toBe(true);
    expect((await useChat.getState().sendMessage(id, '  ')).ok).toBe(false);
    expect((await useChat.getState().sendMessage('nope', 'Hi')).ok).toBe(false);
    await useChat.getState().closeConversation(id);
    expect(conversation(id).status).toBe('closed');
    expect((await useChat.getState().sendMessage(id, 'Hello?')).ok).toBe(false);
    expect(conversation(id).messages.map((m) => m.content)).toEqual([guestInput.message, 'And to Saskatoon?']);
  });

  it('adminReply raises unreadCount by 1 each time; opening the conversation marks it read', async () => {
    const id = (await startedId(guestInput))!;
    await vi.advanceTimersByTimeAsync(2000);
    expect((await useChat.getState().adminReply(id, 'Yes, we do.')).ok).toBe(true);
    expect((await useChat.getState().adminReply(id, '')).ok).toBe(false);
    expect(conversation(id).unreadCount).toBe(2);
    expect(conversation(id).messages.at(-1)).toMatchObject({ senderType: 'admin', senderName: 'Admin User', read: false });

    useChatUi.getState().showConversation(id);
    expect(useChat.getState().activeConversation).toBe(id);
    // Marked read through the shop's operation, which loads the backend first.
    await eventually(() => expect(conversation(id).unreadCount).toBe(0));
    expect(conversation(id).messages.every((m) => m.read)).toBe(true);
  });

  it('reopening the widget on a conversation marks what arrived meanwhile as read', async () => {
    const id = (await startedId(guestInput))!;
    useChatUi.setState({ status: 'open', view: 'conversation' });
    useChatUi.getState().close();
    await vi.advanceTimersByTimeAsync(2000);
    expect(conversation(id).unreadCount).toBe(1);
    useChatUi.getState().open();
    expect(useChatUi.getState().status).toBe('open');
    await eventually(() => expect(conversation(id).unreadCount).toBe(0));
  });

  it('openNewConversation opens the form pre-filled, keeping a guest name already typed', async () => {
    useChatUi.getState().setForm({ guestName: 'Bo' });
    useChatUi.getState().openNewConversation({ subject: 'Order Status', message: 'About order 1740848400000: ' });
    expect(useChatUi.getState()).toMatchObject({
      status: 'open',
      view: 'new',
      form: { subject: 'Order Status', message: 'About order 1740848400000: ', guestName: 'Bo' },
    });
  });
});

describe('chat store persistence', () => {
  beforeEach(() => useChat.setState({ conversations: [], activeConversation: null, guestId: null }));

  it('keeps the valid conversations and the guest id from storage, and drops the rest', async () => {
    await startedId(guestInput);
    const saved = JSON.parse(localStorage.getItem('chat')!);
    expect(saved.state.guestId).toMatch(/^guest_/);
    expect(saved.state.activeConversation).toBeUndefined();
    saved.state.conversations.push({ id: 'broken', messages: 'nope' }, null);
    useChat.setState({ conversations: [], guestId: null });
    localStorage.setItem('chat', JSON.stringify(saved));
    await useChat.persisted.read();
    expect(useChat.getState().conversations).toHaveLength(1);
    expect(useChat.getState().guestId).toBe(saved.state.guestId);
  });

  it('ignores chat data of the wrong shape without crashing', async () => {
    localStorage.setItem('chat', JSON.stringify({ state: { conversations: 'x', guestId: 'admin' }, version: 2 }));
    await useChat.persisted.read();
    expect(useChat.getState().conversations).toEqual([]);
    expect(useChat.getState().guestId).toBeNull();
  });
});
