'use client';

import { lazy, Suspense, useEffect, useRef } from 'react';
import { chatBubbleText } from '@/content/chat-bubble';
import { chatText } from '@/content/chat';
import { newAdminMessages } from '@/lib/chat';
import { currentCustomerId, startAutoReplyScheduler, useChat } from '@/lib/store/chat';
import { useChatUi } from '@/lib/store/chat-ui';
import { useHydrated } from '@/lib/store/hydration';
import { useSession } from '@/lib/store/session';
import { ChatBubble, ChatPanelLoading } from './chat-bubble';
import { useMyUnread } from './use-chat-customer';
import type { Conversation } from '@/types/shop';

// The panel (views, forms) loads on first open; until then the widget is the bubble with its badge, the announcer
// and the auto-reply scheduler.
const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(loadPanel);

/**
 * The support chat once it is in use: the bubble with its unread badge, the announcer of replies, the auto-reply
 * scheduler and (loaded on first open) the panel. ChatMount loads it when there are conversations or on first use.
 */
export default function ChatWidget({ storedAtStart }: { storedAtStart?: string | null }) {
  const hydrated = useHydrated();
  const status = useChatUi((s) => s.status);
  const open = useChatUi((s) => s.open);
  const unread = useMyUnread();
  const bubble = useRef<HTMLButtonElement>(null);
  const announcer = useRef<HTMLParagraphElement>(null);
  const previousStatus = useRef(status);

  useEffect(() => {
    if (!hydrated) return;
    return startAutoReplyScheduler();
  }, [hydrated]);

  // Replies that arrive (auto-reply, admin, another tab) are announced politely, wherever the shopper is: those
  // stored since the page came alive, while this widget was still loading, and every one after.
  useEffect(() => {
    if (!hydrated) return;
    const announceArrivals = (previous: Conversation[], next: Conversation[], guestId: string | null) => {
      if (next === previous || !announcer.current) return;
      const customerId = currentCustomerId(useSession.getState().user, guestId);
      const arrived = newAdminMessages(previous, next, customerId);
      if (arrived.length > 0) {
        const last = arrived[arrived.length - 1];
        announcer.current.textContent = `${chatText.newMessageFrom(chatText.supportName)}: ${last.content}`;
      }
    };
    const atStart = storedAtStart === undefined ? null : useChat.persisted.stateIn(storedAtStart);
    const now = useChat.getState();
    if (atStart) announceArrivals(atStart.conversations, now.conversations, now.guestId);
    return useChat.subscribe((state, previous) => announceArrivals(previous.conversations, state.conversations, state.guestId));
  }, [hydrated, storedAtStart]);

  // Focus goes back to the bubble when the panel closes (not on the first render).
  useEffect(() => {
    if (status === 'closed' && previousStatus.current !== 'closed') bubble.current?.focus();
    previousStatus.current = status;
  }, [status]);

  return (
    <>
      <p ref={announcer} role="status" className="sr-only" data-testid="chat-announcer" />
      {status === 'closed' ? (
        <ChatBubble
          ref={bubble}
          onClick={open}
          onPrepare={() => void loadPanel()}
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
      ) : (
        <Suspense fallback={<ChatPanelLoading />}>
          <ChatPanel />
        </Suspense>
      )}
    </>
  );
}
