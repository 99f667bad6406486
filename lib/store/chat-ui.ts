import { create } from 'zustand';
import { useChat } from './chat';

/** SPEC §2 widget states: the closed bubble, the open panel, or the panel minimized to a bar. */
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
  /** Opens (or restores) the panel where it was; reopening on a conversation marks it read (SPEC §4). */
  open: () => void;
  /** Back to the bubble. */
  close: () => void;
  /** Down to the minimized bar (Escape does this). */
  minimize: () => void;
  showList: () => void;
  showNewConversation: () => void;
  /** Opens a conversation: it becomes active and is marked read (SPEC §4). */
  showConversation: (conversationId: string) => void;
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

/** The chat widget's screen state. Not persisted: every page load starts with the bubble. */
export const useChatUi = create<ChatUiState>()((set, get) => ({
  status: 'closed',
  view: 'list',
  form: emptyForm,
  replyDrafts: {},
  open: () => {
    const { activeConversation, markMessagesRead } = useChat.getState();
    if (get().view === 'conversation' && activeConversation) markMessagesRead(activeConversation);
    set({ status: 'open' });
  },
  close: () => set({ status: 'closed' }),
  minimize: () => set({ status: 'minimized' }),
  showList: () => set({ view: 'list' }),
  showNewConversation: () => set({ view: 'new' }),
  showConversation: (conversationId) => {
    const { setActiveConversation, markMessagesRead } = useChat.getState();
    setActiveConversation(conversationId);
    markMessagesRead(conversationId);
    set({ view: 'conversation', status: 'open' });
  },
  openNewConversation: ({ subject, message }) =>
    set((s) => ({ status: 'open', view: 'new', form: { ...s.form, subject, message } })),
  setForm: (changes) => set((s) => ({ form: { ...s.form, ...changes } })),
  clearForm: () => set((s) => ({ form: { ...emptyForm, guestName: s.form.guestName, guestEmail: s.form.guestEmail } })),
  setReplyDraft: (conversationId, text) => set((s) => ({ replyDrafts: { ...s.replyDrafts, [conversationId]: text } })),
}));
