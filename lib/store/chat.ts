import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  addAdminReply,
  closeConversation as close,
  deliverAutoReply,
  guestCustomer,
  markRead,
  mayStartConversation,
  newId,
  nextAutoReplyDue,
  sendCustomerMessage,
  startConversation as start,
  type ChatCustomer,
  type NewConversationInput,
  type Sender,
} from '../chat';
import type { Conversation, User } from '../types';
import { CHAT_STORAGE_KEY } from './chat-key';
import { connectConversations } from './chat-ui';
import { registerPersistedStore } from './hydration';
import { persistOptions } from './persisted';
import { useSession } from './session';

interface ChatState {
  /** Every conversation held in this browser: the customer's and, for the admin, everyone's (SPEC §3). */
  conversations: Conversation[];
  /** The conversation the customer has open (SPEC §3 activeConversation); not persisted. */
  activeConversation: string | null;
  /** This browser's guest id (prefixed guest_), made on a guest's first conversation and kept. */
  guestId: string | null;
  /**
   * SPEC §7 START_CONVERSATION. The signed-in user owns it; otherwise a guest (name defaults to 'Guest', the
   * email must be valid). Refuses (returns null) a blank subject or message. Returns the new conversation's id,
   * which also becomes the active conversation.
   */
  startConversation: (input: NewConversationInput) => string | null;
  /** SPEC §7 SEND_MESSAGE: false when the conversation is closed, unknown, or the text blank. */
  sendMessage: (conversationId: string, content: string) => boolean;
  setActiveConversation: (conversationId: string | null) => void;
  /** SPEC §7 MARK_MESSAGES_READ: the customer opened it; unreadCount 0 and every message read. */
  markMessagesRead: (conversationId: string) => void;
  /** SPEC §7 ADMIN_REPLY: appends an unread admin message (unreadCount + 1); false when refused. */
  adminReply: (conversationId: string, content: string, sender?: Sender) => boolean;
  /** SPEC §7 CLOSE_CONVERSATION. */
  closeConversation: (conversationId: string) => void;
  /** Adds every automatic reply that is due by now (see startAutoReplyScheduler). */
  deliverDueAutoReplies: () => void;
}

type PersistedChat = Pick<ChatState, 'conversations' | 'guestId'>;

function customerFromUser(user: User): ChatCustomer {
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email.split('@')[0] || user.email;
  return { id: user.id, name, email: user.email };
}

/** The id whose conversations this browser shows: the signed-in user's, else the guest id (null before any). */
export function currentCustomerId(user: User | null, guestId: string | null): string | null {
  return user ? user.id : guestId;
}

export const useChat = create<ChatState>()(
  persist(
    (set, get) => {
      const update = (conversationId: string, change: (c: Conversation) => Conversation | null): boolean => {
        const current = get().conversations.find((c) => c.id === conversationId);
        const next = current ? change(current) : null;
        if (!current || !next) return false;
        if (next !== current) {
          set((s) => ({ conversations: s.conversations.map((c) => (c.id === conversationId ? next : c)) }));
        }
        return true;
      };

      return {
        conversations: [],
        activeConversation: null,
        guestId: null,

        startConversation: (input) => {
          const user = useSession.getState().user;
          if (!mayStartConversation(input, user !== null)) return null;
          let customer: ChatCustomer;
          let guestId = get().guestId;
          if (user) {
            customer = customerFromUser(user);
          } else {
            guestId ??= newId('guest');
            customer = guestCustomer(guestId, input.guestName, input.guestEmail);
          }
          const conversationId = newId('conv');
          const conversation = start(input, customer, new Date(), { conversationId, messageId: newId('msg') });
          if (!conversation) return null;
          set((s) => ({ conversations: [...s.conversations, conversation], activeConversation: conversationId, guestId }));
          return conversationId;
        },

        sendMessage: (conversationId, content) =>
          update(conversationId, (c) => sendCustomerMessage(c, content, new Date(), newId('msg'))),

        setActiveConversation: (conversationId) => set({ activeConversation: conversationId }),

        markMessagesRead: (conversationId) => void update(conversationId, markRead),

        adminReply: (conversationId, content, sender) =>
          update(conversationId, (c) => addAdminReply(c, content, new Date(), newId('msg'), sender)),

        closeConversation: (conversationId) => void update(conversationId, close),

        deliverDueAutoReplies: () => {
          const now = new Date();
          const current = get().conversations;
          const next = current.map((c) => deliverAutoReply(c, now));
          if (next.some((c, i) => c !== current[i])) set({ conversations: next });
        },
      };
    },
    persistOptions<ChatState, PersistedChat>({
      name: CHAT_STORAGE_KEY,
      version: 1,
      partialize: ({ conversations, guestId }) => ({ conversations, guestId }),
    }),
  ),
);
registerPersistedStore(useChat);
connectConversations({
  activeConversation: () => useChat.getState().activeConversation,
  setActiveConversation: (id) => useChat.getState().setActiveConversation(id),
  markMessagesRead: (id) => useChat.getState().markMessagesRead(id),
});

/**
 * Adds each automatic reply when it falls due (SPEC §4: 2000 ms after the start), at once for one already past
 * (the page was reloaded or changed meanwhile). Mounted once, with the chat widget; returns the stop function.
 * The reply's id is fixed per conversation, so a second tab or a reload never adds it twice.
 */
export function startAutoReplyScheduler(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    const due = nextAutoReplyDue(useChat.getState().conversations);
    if (due === null) return;
    timer = setTimeout(() => {
      useChat.getState().deliverDueAutoReplies();
      schedule();
    }, Math.max(0, due - Date.now()));
  };
  schedule();
  const unsubscribe = useChat.subscribe((state, previous) => {
    if (state.conversations !== previous.conversations) schedule();
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
