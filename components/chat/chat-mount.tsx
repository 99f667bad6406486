'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
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
  const unread = useChatUi((s) => s.unread);
  // Conversations stored, or started in another tab since.
  const stored = useStoreInUse('chat');
  const [opened, setOpened] = useState(false);
  // The widget loads after the page: a reply stored meanwhile (another tab, the server) is still news to announce.
  const [storedAtStart] = useState(conversationsAtStart);
  const bubble = useRef<HTMLButtonElement>(null);
  const previousStatus = useRef(status);

  // Once opened, the widget stays: its scheduler delivers the auto-reply even after the panel is closed.
  if (status !== 'closed' && !opened) setOpened(true);
  const inUse = opened || stored;

  // What had the focus when the chat opened: the bubble, or a page's own "Start a chat" (the store changes in its
  // click, before the panel takes the focus).
  const opener = useRef<HTMLElement | null>(null);
  useEffect(
    () =>
      useChatUi.subscribe((s, previous) => {
        if (previous.status === 'closed' && s.status !== 'closed') opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      }),
    [],
  );

  // Focus goes back to what opened the chat when the panel closes (the bubble when that is gone; not on the first render).
  useEffect(() => {
    if (status === 'closed' && previousStatus.current !== 'closed') {
      const back = opener.current?.isConnected && opener.current !== document.body ? opener.current : bubble.current;
      back?.focus();
    }
    previousStatus.current = status;
  }, [status]);

  return (
    <>
      {/* One bubble whether or not the chat's code has arrived: swapped for another as it did, it lost a keyboard
          user's focus and a click that landed in between. */}
      {status === 'closed' && (
        <ChatBubble
          ref={bubble}
          onClick={open}
          onPrepare={() => void loadWidget().then((widget) => widget.loadPanel())}
          label={unread > 0 ? `${chatBubbleText.openChat} (${chatBubbleText.unread(unread)})` : chatBubbleText.openChat}
        >
          {unread > 0 && (
            <span
              data-testid="chat-unread"
              aria-hidden="true"
              className="absolute -top-1 -right-1 inline-flex min-w-6 items-center justify-center rounded-full border-2 border-white bg-ember px-1.5 text-xs leading-5 font-bold text-white"
            >
              {unread}
            </span>
          )}
        </ChatBubble>
      )}
      {inUse && (
        <Suspense fallback={status === 'closed' ? null : <ChatPanelLoading />}>
          <ChatWidget storedAtStart={storedAtStart} />
        </Suspense>
      )}
    </>
  );
}
