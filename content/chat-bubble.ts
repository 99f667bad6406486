// The chat bubble's words: on every page before the chat is used, so kept apart from the rest of content/chat.ts.
export const chatBubbleText = {
  openChat: 'Open support chat',
  loading: 'Loading chat…',
  unread: (count: number) => `${count} unread`,
} as const;
