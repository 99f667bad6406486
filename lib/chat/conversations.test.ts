import { describe, expect, it } from 'vitest';
import { chatSubjects, chatText } from '@/content/chat';
import { messages } from '@/content/messages';
import {
  addAdminReply,
  AUTO_REPLY_DELAY_MS,
  awaitingReply,
  autoReplyId,
  closeConversation,
  conversationsOf,
  deliverAutoReply,
  guestCustomer,
  markRead,
  mayStartConversation,
  newAdminMessages,
  nextAutoReplyDue,
  sendCustomerMessage,
  startConversation,
  unreadTotal,
  validateNewConversation,
} from './conversations';
import type { Conversation } from '@/types/shop';

const t0 = new Date('2025-03-01T17:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const customer = { id: 'user_1', name: 'Ada Lovelace', email: 'ada@example.com' };

function started(overrides: Partial<Conversation> = {}): Conversation {
  const c = startConversation({ subject: 'Shipping', message: 'Where is my board?' }, customer, t0, {
    conversationId: 'c1',
    messageId: 'm1',
  })!;
  return { ...c, ...overrides };
}

describe('validateNewConversation (rules §5)', () => {
  const valid = { subject: 'Order Status', message: 'Hello', guestName: 'Ada', guestEmail: 'ada@example.com' };

  it('accepts each of the six subjects', () => {
    expect(chatSubjects).toEqual(['Product Question', 'Order Status', 'Custom Order', 'Shipping', 'Return/Exchange', 'Other']);
    for (const subject of chatSubjects) expect(validateNewConversation({ ...valid, subject }, false)).toEqual({});
  });

  it('needs subject and message non-empty after trimming', () => {
    expect(validateNewConversation({ ...valid, subject: '', message: '   \n ' }, true)).toEqual({
      subject: chatText.errors.subject,
      message: chatText.errors.message,
    });
    expect(validateNewConversation({ ...valid, subject: 'Complaints' }, true)).toEqual({ subject: chatText.errors.subject });
  });

  it('asks a visitor who is not signed in for name and a valid email', () => {
    expect(validateNewConversation({ ...valid, guestName: ' ', guestEmail: '' }, false)).toEqual({
      guestName: chatText.errors.name,
      guestEmail: chatText.errors.email,
    });
    expect(validateNewConversation({ ...valid, guestEmail: 'ada@' }, false)).toEqual({ guestEmail: chatText.errors.emailInvalid });
  });

  it('does not ask a signed-in customer for name or email', () => {
    expect(validateNewConversation({ subject: 'Other', message: 'Hi' }, true)).toEqual({});
  });

  it('lets the store start a guest conversation without a name, which then defaults to Guest (rules §4)', () => {
    expect(mayStartConversation({ ...valid, guestName: '' }, false)).toBe(true);
    expect(mayStartConversation({ ...valid, guestEmail: '' }, false)).toBe(false);
    expect(guestCustomer('guest_1', '  ', 'g@example.com')).toEqual({ id: 'guest_1', name: 'Guest', email: 'g@example.com' });
    expect(guestCustomer('guest_1', ' Bo ', ' bo@example.com ')).toEqual({ id: 'guest_1', name: 'Bo', email: 'bo@example.com' });
  });
});

describe('startConversation (rules §4)', () => {
  it('makes an active conversation with the §3 fields whose first customer message is read', () => {
    expect(started()).toEqual({
      id: 'c1',
      customerId: 'user_1',
      customerName: 'Ada Lovelace',
      customerEmail: 'ada@example.com',
      subject: 'Shipping',
      status: 'active',
      lastMessage: t0.toISOString(),
      unreadCount: 0,
      messages: [
        {
          id: 'm1',
          conversationId: 'c1',
          senderId: 'user_1',
          senderName: 'Ada Lovelace',
          senderType: 'customer',
          content: 'Where is my board?',
          timestamp: t0.toISOString(),
          read: true,
        },
      ],
      autoReplyDueAt: at(2000).toISOString(),
    });
  });

  it('trims the text and refuses a blank subject or message', () => {
    const ids = { conversationId: 'c', messageId: 'm' };
    expect(startConversation({ subject: ' Other ', message: '  hi  ' }, customer, t0, ids)!.messages[0].content).toBe('hi');
    expect(startConversation({ subject: 'Other', message: '  ' }, customer, t0, ids)).toBeNull();
    expect(startConversation({ subject: ' ', message: 'hi' }, customer, t0, ids)).toBeNull();
  });
});

describe('the automatic reply (rules §4, §9: 2000 ms)', () => {
  it('is not added before 2000 ms', () => {
    expect(AUTO_REPLY_DELAY_MS).toBe(2000);
    const c = started();
    expect(deliverAutoReply(c, at(1999))).toBe(c);
  });

  it('is added at 2000 ms as an unread admin message, leaving unreadCount at 1', () => {
    const c = deliverAutoReply(started(), at(2000));
    expect(c.unreadCount).toBe(1);
    expect(c.autoReplyDueAt).toBeUndefined();
    expect(c.messages).toHaveLength(2);
    expect(c.messages[1]).toMatchObject({
      id: autoReplyId('c1'),
      senderType: 'admin',
      content: messages.autoReply,
      read: false,
      timestamp: at(2000).toISOString(),
    });
    expect(c.lastMessage).toBe(at(2000).toISOString());
  });

  it('arrives once, stamped with its due time, however late it is delivered (reload, another tab)', () => {
    const late = deliverAutoReply(started(), at(60_000));
    expect(late.messages[1].timestamp).toBe(at(2000).toISOString());
    expect(deliverAutoReply(late, at(90_000))).toBe(late);
    const stillScheduled = { ...late, autoReplyDueAt: at(2000).toISOString() };
    const again = deliverAutoReply(stillScheduled, at(90_000));
    expect(again.messages.filter((m) => m.id === autoReplyId('c1'))).toHaveLength(1);
    expect(again.autoReplyDueAt).toBeUndefined();
    expect(again.unreadCount).toBe(1);
  });

  it('is dropped for a conversation closed before it was due', () => {
    const c = deliverAutoReply(closeConversation(started()), at(2000));
    expect(c.messages).toHaveLength(1);
    expect(c.autoReplyDueAt).toBeUndefined();
  });

  it('finds the earliest due time among conversations', () => {
    const a = started();
    const b = { ...started(), id: 'c2', autoReplyDueAt: at(500).toISOString() };
    const done = deliverAutoReply(started(), at(2000));
    expect(nextAutoReplyDue([a, b, done])).toBe(at(500).getTime());
    expect(nextAutoReplyDue([done])).toBeNull();
    expect(nextAutoReplyDue([{ ...a, autoReplyDueAt: 'garbage' }])).toBe(0);
  });
});

describe('messages and reading (rules §4, §5)', () => {
  it('appends a customer message, read, and updates lastMessage', () => {
    const c = sendCustomerMessage(started(), '  Any news? ', at(5000), 'm2')!;
    expect(c.messages.at(-1)).toMatchObject({ id: 'm2', senderType: 'customer', senderId: 'user_1', content: 'Any news?', read: true });
    expect(c.lastMessage).toBe(at(5000).toISOString());
    expect(c.unreadCount).toBe(0);
  });

  it('refuses a blank message and any message to a closed conversation', () => {
    expect(sendCustomerMessage(started(), ' \n ', at(1), 'm2')).toBeNull();
    expect(sendCustomerMessage(closeConversation(started()), 'Hello?', at(1), 'm2')).toBeNull();
    expect(addAdminReply(closeConversation(started()), 'Hi', at(1), 'm2')).toBeNull();
    expect(addAdminReply(started(), '   ', at(1), 'm2')).toBeNull();
  });

  it('an admin reply appends an unread admin message and raises unreadCount by 1', () => {
    const one = deliverAutoReply(started(), at(2000));
    const two = addAdminReply(one, 'It ships Tuesday.', at(9000), 'm3')!;
    expect(two.unreadCount).toBe(2);
    expect(two.messages.at(-1)).toMatchObject({ senderType: 'admin', senderName: 'Admin User', content: 'It ships Tuesday.', read: false });
  });

  it('marking read sets unreadCount to 0 and every message read', () => {
    const c = markRead(addAdminReply(deliverAutoReply(started(), at(2000)), 'Hi', at(3000), 'm3')!);
    expect(c.unreadCount).toBe(0);
    expect(c.messages.every((m) => m.read)).toBe(true);
    expect(markRead(c)).toBe(c);
  });

  it('closing sets status closed and keeps the messages', () => {
    const c = closeConversation(started());
    expect(c.status).toBe('closed');
    expect(c.messages).toHaveLength(1);
  });
});

describe('what a customer sees', () => {
  const mine = deliverAutoReply(started(), at(2000));
  const older = { ...started({ id: 'c0', lastMessage: at(-1000).toISOString() }), unreadCount: 2 };
  const theirs = { ...started({ id: 'c9', customerId: 'guest_x' }), unreadCount: 4 };

  it('lists only their own conversations, most recent first', () => {
    expect(conversationsOf([older, theirs, mine], 'user_1').map((c) => c.id)).toEqual(['c1', 'c0']);
    expect(conversationsOf([older, theirs, mine], null)).toEqual([]);
  });

  it('counts their unread messages for the bubble', () => {
    expect(unreadTotal([older, theirs, mine], 'user_1')).toBe(3);
    expect(unreadTotal([older, theirs, mine], 'guest_x')).toBe(4);
    expect(unreadTotal([older, theirs, mine], null)).toBe(0);
  });

  it('finds the admin messages that arrived, to announce them', () => {
    const before = [started()];
    const after = [deliverAutoReply(started(), at(2000)), theirs];
    expect(newAdminMessages(before, after, 'user_1').map((m) => m.content)).toEqual([messages.autoReply]);
    expect(newAdminMessages(after, after, 'user_1')).toEqual([]);
    expect(newAdminMessages(before, after, 'guest_x')).toEqual([]);
  });
});

describe('awaitingReply (for the admin)', () => {
  it('counts customer messages since the last reply from a person; the auto-reply does not count', () => {
    const c = deliverAutoReply(started(), at(2000));
    expect(awaitingReply(c)).toBe(1);
    const more = sendCustomerMessage(c, 'Hello?', at(3000), 'm2')!;
    expect(awaitingReply(more)).toBe(2);
    const answered = addAdminReply(more, 'Hi!', at(4000), 'm3')!;
    expect(awaitingReply(answered)).toBe(0);
    expect(awaitingReply(sendCustomerMessage(answered, 'Thanks', at(5000), 'm4')!)).toBe(1);
    expect(awaitingReply(closeConversation(more))).toBe(0);
  });
});
