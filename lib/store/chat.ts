import { randomId } from '@/lib/util/ids';
import {
  addAdminReply,
  closeConversation as close,
  deliverAutoReply,
  guestCustomer,
  markRead,
  mayStartConversation,
  nextAutoReplyDue,
  sendCustomerMessage,
  startConversation as start,
  type ChatCustomer,
  type NewConversationInput,
  type Sender,
} from '@/lib/chat/conversations';
import type { Conversation, User } from '@/types/shop';
import { migrateChat } from './migrations';
import { persistedStore, type SaveOutcome } from './persisted';
import { useSession } from './session';

interface PersistedChat {
  /** Every conversation held in this browser: the customer's and, for the admin, everyone's. */
  conversations: Conversation[];
  /** This browser's guest id (prefixed guest_), made on a guest's first conversation and kept. */
  guestId: string | null;
}

interface ChatActions {
  /** The conversation the customer has open; not persisted. */
  activeConversation: string | null;
  /**
   * START_CONVERSATION. The signed-in user owns it; otherwise a guest (name defaults to 'Guest', the email must
   * be valid). Refuses (null) a blank subject or message, and a conversation that could not be saved. Returns the
   * new conversation's id, which also becomes the active conversation.
   */
  startConversation: (input: NewConversationInput) => Promise<ChatOutcome<string>>;
  /** SEND_MESSAGE: refused when the conversation is closed, unknown, or the text blank. */
  sendMessage: (conversationId: string, content: string) => Promise<ChatOutcome>;
  setActiveConversation: (conversationId: string | null) => void;
  /** MARK_MESSAGES_READ: the customer opened it; unreadCount 0 and every message read. */
  markMessagesRead: (conversationId: string) => Promise<void>;
  /** ADMIN_REPLY: appends an unread admin message (unreadCount + 1). */
  adminReply: (conversationId: string, content: string, sender?: Sender) => Promise<ChatOutcome>;
  /** CLOSE_CONVERSATION. */
  closeConversation: (conversationId: string) => Promise<void>;
  /** Adds every automatic reply that is due by now (see startAutoReplyScheduler). */
  deliverDueAutoReplies: () => Promise<void>;
  /** Forgets every conversation held in this browser (a shared server's, when its session ends here). */
  clear: () => Promise<SaveOutcome>;
}

/** ok: done; refused: the rules said no (blank, closed); not-saved: it could not be stored, nothing changed. */
export type ChatOutcome<T = true> = { ok: true; value: T } | { ok: false; problem: 'refused' | 'not-saved' };

function customerFromUser(user: User): ChatCustomer {
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email.split('@')[0] || user.email;
  return { id: user.id, name, email: user.email };
}

/** The id whose conversations this browser shows: the signed-in user's, else the guest id (null before any). */
export function currentCustomerId(user: User | null, guestId: string | null): string | null {
  return user ? user.id : guestId;
}

const required = { required: true };

export const useChat = persistedStore<PersistedChat, ChatActions>(
  { store: 'chat', initial: { conversations: [], guestId: null }, migrate: migrateChat },
  ({ save, set }) => {
    /** Changes one conversation in the freshly read state; `change` returns null to refuse. */
    const update = async (
      conversationId: string,
      change: (c: Conversation) => Conversation | null,
      options: { required?: boolean } = {},
    ): Promise<ChatOutcome> => {
      let refused = false;
      const outcome = await save((s) => {
        const current = s.conversations.find((c) => c.id === conversationId);
        const next = current ? change(current) : null;
        refused = !current || !next;
        if (!current || !next || next === current) return s;
        return { ...s, conversations: s.conversations.map((c) => (c.id === conversationId ? next : c)) };
      }, options);
      if (refused) return { ok: false, problem: 'refused' };
      return outcome.saved || !options.required ? { ok: true, value: true } : { ok: false, problem: 'not-saved' };
    };

    return {
      activeConversation: null,

      startConversation: async (input) => {
        const user = useSession.getState().user;
        if (!mayStartConversation(input, user !== null)) return { ok: false, problem: 'refused' };
        const conversationId = randomId('conv');
        let started = false;
        const outcome = await save((s) => {
          let customer: ChatCustomer;
          const guestId = user ? s.guestId : (s.guestId ?? randomId('guest'));
          if (user) customer = customerFromUser(user);
          else customer = guestCustomer(guestId!, input.guestName, input.guestEmail);
          const conversation = start(input, customer, new Date(), { conversationId, messageId: randomId('msg') });
          started = conversation !== null;
          if (!conversation) return s;
          return { conversations: [...s.conversations, conversation], guestId };
        }, required);
        if (!started) return { ok: false, problem: 'refused' };
        if (!outcome.saved) return { ok: false, problem: 'not-saved' };
        set({ activeConversation: conversationId });
        return { ok: true, value: conversationId };
      },

      sendMessage: (conversationId, content) =>
        update(conversationId, (c) => sendCustomerMessage(c, content, new Date(), randomId('msg')), required),

      setActiveConversation: (conversationId) => set({ activeConversation: conversationId }),

      markMessagesRead: async (conversationId) => void (await update(conversationId, markRead)),

      adminReply: (conversationId, content, sender) =>
        update(conversationId, (c) => addAdminReply(c, content, new Date(), randomId('msg'), sender), required),

      closeConversation: async (conversationId) => void (await update(conversationId, close, required)),

      deliverDueAutoReplies: async () => {
        const now = new Date();
        await save((s) => {
          const next = s.conversations.map((c) => deliverAutoReply(c, now));
          return next.some((c, i) => c !== s.conversations[i]) ? { ...s, conversations: next } : s;
        });
      },

      clear: () => {
        set({ activeConversation: null });
        return save((s) => ({ ...s, conversations: [] }));
      },
    };
  },
);

/**
 * Adds each automatic reply when it falls due (rules §4: 2000 ms after the start), at once for one already past
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
      void useChat.getState().deliverDueAutoReplies().then(schedule);
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
