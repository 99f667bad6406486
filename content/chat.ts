// The support chat's words (rules §2, §4, §5). The auto-reply itself is in content/messages.ts.
import { chatBubbleText } from './chat-bubble';
import { site } from './site';

/** rules §5: the subjects a shopper can pick for a new conversation. */
export const chatSubjects = ['Product Question', 'Order Status', 'Custom Order', 'Shipping', 'Return/Exchange', 'Other'] as const;
export type ChatSubject = (typeof chatSubjects)[number];

export const chatText = {
  ...chatBubbleText,
  title: 'Support chat',
  closeChat: 'Close chat',
  minimizeChat: 'Minimize chat',
  restoreChat: 'Open support chat',
  /** rules §4: a guest who leaves the name out is called this. */
  defaultGuestName: 'Guest',
  /** Who the shopper sees answering: admin replies and the automatic reply. */
  supportName: `${site.shortName} Support`,
  conversationsHeading: 'Your conversations',
  noConversations: 'No conversations yet.',
  newConversation: 'New conversation',
  newConversationHeading: 'Start a conversation',
  newConversationIntro: `Ask us anything. We reply within ${site.replyWithin}, and you can come back to this conversation any time.`,
  backToConversations: 'Back to conversations',
  nameLabel: 'Your name',
  emailLabel: 'Your email',
  subjectLabel: 'Subject',
  subjectPlaceholder: 'Choose a subject',
  messageLabel: 'Message',
  startConversation: 'Start conversation',
  startingConversation: 'Starting conversation…',
  replyLabel: 'Your message',
  send: 'Send',
  enterHint: 'Enter sends, Shift+Enter adds a new line.',
  you: 'You',
  closedNotice: 'This conversation is closed, so you can read it but not reply. Start a new conversation if you need more help.',
  statusActive: 'Active',
  statusClosed: 'Closed',
  newMessageFrom: (name: string) => `New message from ${name}`,
  errors: {
    subject: 'Please choose a subject.',
    message: 'Please write a message.',
    name: 'Please enter your name.',
    email: 'Please enter your email address.',
    emailInvalid: 'Please enter a valid email address, like name@example.com.',
    reply: 'Please write a message before sending.',
    /** The shop refused a message: the conversation was closed meanwhile (in another tab, or by the owner), or it was empty. */
    notSent: 'Your message was not sent: this conversation has been closed, or the message was empty.',
  },
} as const;
