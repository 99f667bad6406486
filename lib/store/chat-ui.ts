import { create } from 'zustand';

/** rules §2 widget states: the closed bubble, the open panel, or the panel minimized to a bar. */
export type ChatWidgetStatus = 'closed' | 'open' | 'minimized';
/** What the open panel shows. */
export type ChatView = 'list' | 'new' | 'conversation';

/** What the shopper has typed in the new-conversation form, kept while the panel closes or changes view. */
export interface NewConversationForm {
  subject: string;
  message: string;
  guestName: string;
  guestEmail: string;
}

const emptyForm: NewConversationForm = { subject: '', message: '', guestName: '', guestEmail: '' };

interface ChatUiState {
  status: ChatWidgetStatus;
  view: ChatView;
  form: NewConversationForm;
  /** Unsent replies, by conversation id. */
  replyDrafts: Record<string, string>;
  /** The shopper's unread replies, for the bubble's badge: told by the chat once it has loaded, 0 until then. */
  unread: number;
  setUnread: (count: number) => void;
  /** Opens (or restores) the panel where it was; reopening on a conversation marks it read (rules §4). */
  open: () => void;
  /** Back to the bubble. */
  close: () => void;
  /** Down to the minimized bar (Escape does this). */
  minimize: () => void;
  showList: () => void;
  showNewConversation: () => void;
  /** Opens a conversation: it becomes active and is marked read (rules §4). */
  showConversation: (conversationId: string) => void;
  /**
   * A person's replies just arrived in these conversations (from another tab or the server): the one on screen
   * (panel open, not minimized, showing it) is read at once, as on opening it. Call once per arrival.
   */
  messagesArrived: (conversationIds: string[]) => void;
  /**
   * Opens the widget on the new-conversation form with this subject and message filled in, e.g. the orders
   * tab's Contact Support: `openNewConversation({ subject: 'Order Status', message: 'About order 1712345678901: ' })`.
   * The subject should be one of content/chat.ts chatSubjects.
   */
  openNewConversation: (draft: { subject: string; message: string }) => void;
  setForm: (changes: Partial<NewConversationForm>) => void;
  /** After a conversation starts: subject and message are cleared, a guest's name and email kept. */
  clearForm: () => void;
  setReplyDraft: (conversationId: string, text: string) => void;
}

/** What the screen state needs of the conversations store (lib/store/chat.ts); lib/shop/chat.ts connects them when it loads. */
export interface ConversationReader {
  activeConversation: () => string | null;
  setActiveConversation: (conversationId: string) => void;
  markMessagesRead: (conversationId: string) => void;
}

// Not imported, so that the bubble on every page does not carry the conversations store. Before that store has
// loaded there are no conversations to mark read.
let conversations: ConversationReader | null = null;

export function connectConversations(reader: ConversationReader): void {
  conversations = reader;
}

/** The chat widget's screen state. Not persisted: every page load starts with the bubble. */
export const useChatUi = create<ChatUiState>()((set, get) => ({
  status: 'closed',
  view: 'list',
  form: emptyForm,
  replyDrafts: {},
  unread: 0,
  setUnread: (count) => set({ unread: count }),
  open: () => {
    const active = conversations?.activeConversation();
    if (get().view === 'conversation' && active) conversations?.markMessagesRead(active);
    set({ status: 'open' });
  },
  close: () => set({ status: 'closed' }),
  minimize: () => set({ status: 'minimized' }),
  showList: () => set({ view: 'list' }),
  showNewConversation: () => set({ view: 'new' }),
  showConversation: (conversationId) => {
    conversations?.setActiveConversation(conversationId);
    conversations?.markMessagesRead(conversationId);
    set({ view: 'conversation', status: 'open' });
  },
  messagesArrived: (conversationIds) => {
    const { status, view } = get();
    const active = conversations?.activeConversation();
    if (status === 'open' && view === 'conversation' && active && conversationIds.includes(active)) {
      conversations?.markMessagesRead(active);
    }
  },
  openNewConversation: ({ subject, message }) =>
    set((s) => ({ status: 'open', view: 'new', form: { ...s.form, subject, message } })),
  setForm: (changes) => set((s) => ({ form: { ...s.form, ...changes } })),
  clearForm: () => set((s) => ({ form: { ...emptyForm, guestName: s.form.guestName, guestEmail: s.form.guestEmail } })),
  setReplyDraft: (conversationId, text) => set((s) => ({ replyDrafts: { ...s.replyDrafts, [conversationId]: text } })),
}));
