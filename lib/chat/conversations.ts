// The support conversation rules of rules §4 and §5, as pure transitions: each takes a conversation (and the time
// and ids it needs) and returns the next one, or null when the rule refuses the change. lib/store/chat.ts calls
// them; nothing here reads a clock or storage.
//
// `read` and `unreadCount` are the customer's side: admin messages arrive unread, the customer's own are read.
import { chatSubjects, chatText } from '@/content/chat';
import { messages as spec } from '@/content/messages';
import { isValidEmail } from '@/lib/util/email-address';
import type { Conversation, Message } from '@/types/shop';
import { TEXT_LIMITS, overLongFields } from '@/lib/limits';

/** rules §9: the automatic reply comes 2000 ms after a conversation starts. */
export const AUTO_REPLY_DELAY_MS = 2000;

/** Who writes a message. */
export interface Sender {
  id: string;
  name: string;
}

/** The automatic reply's sender. */
export const SUPPORT_SENDER: Sender = { id: 'support', name: chatText.supportName };
/** Admin replies are signed with the admin session's name (rules §3: 'Admin User'). */
export const ADMIN_SENDER: Sender = { id: 'admin', name: spec.adminName };

export interface NewConversationInput {
  subject: string;
  message: string;
  guestName?: string;
  guestEmail?: string;
}

export type NewConversationField = 'subject' | 'message' | 'guestName' | 'guestEmail';
export type NewConversationErrors = Partial<Record<NewConversationField, string>>;

const blank = (value: string | undefined) => !value || value.trim() === '';

/**
 * rules §5: subject (one of the six) and message are required after trimming; a visitor who is not signed in also
 * gives a name and a valid email. An empty result means the conversation may start.
 */
export function validateNewConversation(input: NewConversationInput, signedIn: boolean): NewConversationErrors {
  const errors: NewConversationErrors = {};
  if (!(chatSubjects as readonly string[]).includes(input.subject.trim())) errors.subject = chatText.errors.subject;
  if (blank(input.message)) errors.message = chatText.errors.message;
  if (!signedIn) {
    if (blank(input.guestName)) errors.guestName = chatText.errors.name;
    if (blank(input.guestEmail)) errors.guestEmail = chatText.errors.email;
    else if (!isValidEmail(input.guestEmail!)) errors.guestEmail = chatText.errors.emailInvalid;
  }
  const typed = { message: input.message, guestName: input.guestName ?? '', guestEmail: input.guestEmail ?? '' };
  return { ...overLongFields(typed, NEW_CONVERSATION_LIMITS), ...errors };
}

const NEW_CONVERSATION_LIMITS = { message: TEXT_LIMITS.message, guestName: TEXT_LIMITS.name, guestEmail: TEXT_LIMITS.email };

/** A reply's problem when it is too long to send, else null. */
export function replyTooLong(content: string): string | null {
  return overLongFields({ content }, { content: TEXT_LIMITS.message }).content ?? null;
}

/**
 * The rule the store enforces whoever calls it: everything `validateNewConversation` checks except the guest's
 * name, which defaults to 'Guest' (rules §4). The form asks for the name as well.
 */
export function mayStartConversation(input: NewConversationInput, signedIn: boolean): boolean {
  return Object.keys(validateNewConversation(input, signedIn)).every((field) => field === 'guestName');
}

/** The customer a conversation belongs to: a signed-in user, or a guest with the name and email they gave. */
export interface ChatCustomer {
  id: string;
  name: string;
  email: string;
}

/** A guest's customer record; the name defaults to 'Guest' (rules §4). */
export function guestCustomer(guestId: string, guestName?: string, guestEmail?: string): ChatCustomer {
  return { id: guestId, name: guestName?.trim() || chatText.defaultGuestName, email: guestEmail?.trim() ?? '' };
}

export interface Ids {
  conversationId: string;
  messageId: string;
}

/**
 * rules §4: starting a conversation makes it active with the first customer message already read, and schedules
 * the automatic reply for 2000 ms later (stored on the conversation, so it survives a reload).
 * Returns null when the subject or message is blank.
 */
export function startConversation(
  input: Pick<NewConversationInput, 'subject' | 'message'>,
  customer: ChatCustomer,
  now: Date,
  ids: Ids,
): Conversation | null {
  const subject = input.subject.trim();
  const content = input.message.trim();
  if (!subject || !content || replyTooLong(content) !== null) return null;
  const timestamp = now.toISOString();
  return {
    id: ids.conversationId,
    customerId: customer.id,
    customerName: customer.name,
    customerEmail: customer.email,
    subject,
    status: 'active',
    lastMessage: timestamp,
    unreadCount: 0,
    messages: [
      {
        id: ids.messageId,
        conversationId: ids.conversationId,
        senderId: customer.id,
        senderName: customer.name,
        senderType: 'customer',
        content,
        timestamp,
        read: true,
      },
    ],
    autoReplyDueAt: new Date(now.getTime() + AUTO_REPLY_DELAY_MS).toISOString(),
  };
}

/** rules §5: a reply needs non-empty trimmed text and an active conversation. */
export function canReply(conversation: Conversation, content: string): boolean {
  return conversation.status === 'active' && content.trim() !== '' && replyTooLong(content) === null;
}

function append(conversation: Conversation, message: Message): Conversation {
  return {
    ...conversation,
    lastMessage: message.timestamp,
    unreadCount: conversation.unreadCount + (message.read ? 0 : 1),
    messages: [...conversation.messages, message],
  };
}

/** rules §4: sending appends a customer message. Null when the conversation is closed or the text blank. */
export function sendCustomerMessage(conversation: Conversation, content: string, now: Date, messageId: string): Conversation | null {
  if (!canReply(conversation, content)) return null;
  return append(conversation, {
    id: messageId,
    conversationId: conversation.id,
    senderId: conversation.customerId,
    senderName: conversation.customerName,
    senderType: 'customer',
    content: content.trim(),
    timestamp: now.toISOString(),
    read: true,
  });
}

/** rules §4: an admin reply appends an unread admin message and raises unreadCount by 1. Null when refused. */
export function addAdminReply(
  conversation: Conversation,
  content: string,
  now: Date,
  messageId: string,
  sender: Sender = ADMIN_SENDER,
): Conversation | null {
  if (!canReply(conversation, content)) return null;
  return append(conversation, {
    id: messageId,
    conversationId: conversation.id,
    senderId: sender.id,
    senderName: sender.name,
    senderType: 'admin',
    content: content.trim(),
    timestamp: now.toISOString(),
    read: false,
  });
}

/** rules §4: Admin Close sets the status to closed; the conversation stays readable. */
export function closeConversation(conversation: Conversation): Conversation {
  return conversation.status === 'closed' ? conversation : { ...conversation, status: 'closed' };
}

/** rules §4: opening a conversation as the customer sets unreadCount to 0 and every message read. */
export function markRead(conversation: Conversation): Conversation {
  if (conversation.unreadCount === 0 && conversation.messages.every((m) => m.read)) return conversation;
  return { ...conversation, unreadCount: 0, messages: conversation.messages.map((m) => (m.read ? m : { ...m, read: true })) };
}

/** The automatic reply's id: the same in every tab and after a reload, so it can never be added twice. */
export function autoReplyId(conversationId: string): string {
  return `${conversationId}-auto-reply`;
}

/**
 * Adds the automatic reply once it is due (rules §4), stamped with its due time so every tab writes the same
 * message. Returns the conversation unchanged when nothing is due. A reply already present, or a conversation
 * closed before the reply was due, only clears the schedule.
 */
export function deliverAutoReply(conversation: Conversation, now: Date): Conversation {
  const { autoReplyDueAt, ...rest } = conversation;
  if (autoReplyDueAt === undefined) return conversation;
  const due = Date.parse(autoReplyDueAt);
  if (Number.isFinite(due) && now.getTime() < due) return conversation;
  const id = autoReplyId(conversation.id);
  if (conversation.status !== 'active' || conversation.messages.some((m) => m.id === id)) return rest;
  const timestamp = Number.isFinite(due) ? autoReplyDueAt : now.toISOString();
  return append(rest, {
    id,
    conversationId: conversation.id,
    senderId: SUPPORT_SENDER.id,
    senderName: SUPPORT_SENDER.name,
    senderType: 'admin',
    content: spec.autoReply,
    timestamp,
    read: false,
  });
}

/** The earliest time (ms since epoch) an automatic reply is due, or null when none is waiting. */
export function nextAutoReplyDue(conversations: Conversation[]): number | null {
  let next: number | null = null;
  for (const c of conversations) {
    if (c.autoReplyDueAt === undefined) continue;
    const due = Date.parse(c.autoReplyDueAt);
    const at = Number.isFinite(due) ? due : 0;
    if (next === null || at < next) next = at;
  }
  return next;
}

/** A customer's own conversations, most recent first (rules §4: a customer sees only theirs). */
export function conversationsOf(conversations: Conversation[], customerId: string | null): Conversation[] {
  if (!customerId) return [];
  return conversations
    .filter((c) => c.customerId === customerId)
    .sort((a, b) => Date.parse(b.lastMessage) - Date.parse(a.lastMessage));
}

/** The bubble's badge: unread messages across a customer's conversations. */
export function unreadTotal(conversations: Conversation[], customerId: string | null): number {
  if (!customerId) return 0;
  return conversations.reduce((sum, c) => (c.customerId === customerId ? sum + c.unreadCount : sum), 0);
}

/** Admin messages in `next` that were not in `previous`, for the customer's conversations: what to announce. */
export function newAdminMessages(previous: Conversation[], next: Conversation[], customerId: string | null): Message[] {
  if (!customerId) return [];
  const seen = new Set(previous.flatMap((c) => c.messages.map((m) => m.id)));
  return next
    .filter((c) => c.customerId === customerId)
    .flatMap((c) => c.messages.filter((m) => m.senderType === 'admin' && !seen.has(m.id)));
}

/**
 * For the admin: customer messages written since the last reply from a person (the automatic reply does not
 * count). `read`/`unreadCount` are the customer's side, so this is how the admin sees what awaits an answer.
 */
export function awaitingReply(conversation: Conversation): number {
  let count = 0;
  for (const m of conversation.messages) {
    if (m.senderType === 'customer') count += 1;
    else if (m.senderId !== SUPPORT_SENDER.id) count = 0;
  }
  return conversation.status === 'active' ? count : 0;
}
