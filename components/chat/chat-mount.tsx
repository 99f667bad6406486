'use client';

import { lazy, Suspense, useState } from 'react';
import { chatBubbleText } from '@/content/chat-bubble';
import { storedText } from '@/lib/store/backing-storage';
import { useStoreInUse } from '@/lib/store/in-use';
import { STORAGE_KEYS } from '@/lib/store/storage-keys';
import { useChatUi } from '@/lib/store/chat-ui';
import { ChatBubble, ChatPanelLoading } from './chat-bubble';

// Most visits never use the chat: until there are conversations (stored, or started in another tab) or the
// shopper opens it, a page carries only the bubble, not the conversations store, its rules and the scheduler.
const loadWidget = () => import('./chat-widget');
const ChatWidget = lazy(loadWidget);

/** The conversations as stored when the page came alive (undefined on the server and when storage is refused). */
const conversationsAtStart = () => (typeof window === 'undefined' ? undefined : storedText(STORAGE_KEYS.chat.key));

/** The floating support chat on every page (rules §2). */
export function ChatMount() {
  const status = useChatUi((s) => s.status);
  const open = useChatUi((s) => s.open);
  // Conversations stored, or started in another tab since.
  const stored = useStoreInUse('chat');
  const [opened, setOpened] = useState(false);
  // The widget loads after the page: a reply stored meanwhile (another tab, the server) is still news to announce.
  const [storedAtStart] = useState(conversationsAtStart);

  // Once opened, the widget stays: its scheduler delivers the auto-reply even after the panel is closed.
  if (status !== 'closed' && !opened) setOpened(true);
  const inUse = opened || stored;

  const bubble = <ChatBubble label={chatBubbleText.openChat} onClick={open} onPrepare={() => void loadWidget()} />;
  if (!inUse) return bubble;
  return (
    <Suspense fallback={status === 'closed' ? bubble : <ChatPanelLoading />}>
      <ChatWidget storedAtStart={storedAtStart} />
    </Suspense>
  );
}
