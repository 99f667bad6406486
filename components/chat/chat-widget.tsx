'use client';

import { lazy, Suspense, useEffect, useRef } from 'react';
import { chatText } from '@/content/chat';
import { autoReplyId, newAdminMessages } from '@/lib/chat/conversations';
import { currentCustomerId, startAutoReplyScheduler, useChat } from '@/lib/store/chat';
import { useChatUi } from '@/lib/store/chat-ui';
import { useHydrated } from '@/lib/store/hydration';
import { useSession } from '@/lib/store/session';
import { ChatPanelLoading } from './chat-bubble';
import { useMyUnread } from './use-chat-customer';
import type { Conversation } from '@/types/shop';

// The panel (views, forms) loads on first open, or when the pointer or focus reaches the bubble; until then the
// widget is the announcer, the auto-reply scheduler and the unread count the bubble shows.
export const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(loadPanel);

/**
 * The support chat once it is in use: the unread count for ChatMount's bubble, the announcer of replies, the
 * auto-reply scheduler and (loaded on first open) the panel. ChatMount loads it when there are conversations or on
 * first use.
 */
export default function ChatWidget({ storedAtStart }: { storedAtStart?: string | null }) {
  const hydrated = useHydrated();
  const status = useChatUi((s) => s.status);
  const unread = useMyUnread();
  const announcer = useRef<HTMLParagraphElement>(null);

  // The bubble (ChatMount's, on the page before this loads) shows the count.
  useEffect(() => useChatUi.getState().setUnread(unread), [unread]);

  useEffect(() => {
    if (!hydrated) return;
    return startAutoReplyScheduler();
  }, [hydrated]);

  // Replies that arrive (auto-reply, admin, another tab) are announced politely, wherever the shopper is: those
  // stored since the page came alive, while this widget was still loading, and every one after. One that lands in
  // the conversation on screen is read there and then.
  useEffect(() => {
    if (!hydrated) return;
    const announceArrivals = (previous: Conversation[], next: Conversation[], guestId: string | null) => {
      if (next === previous) return;
      const customerId = currentCustomerId(useSession.getState().user, guestId);
      const arrived = newAdminMessages(previous, next, customerId);
      if (arrived.length === 0) return;
      // A person's reply is read where it is shown. The automatic reply is not: the shop's rules leave it unread
      // (unreadCount 1) until the shopper opens the conversation again.
      const arrivedIds = new Set(arrived.map((m) => m.id));
      const answered = next.filter((c) => c.messages.some((m) => arrivedIds.has(m.id) && m.id !== autoReplyId(c.id)));
      useChatUi.getState().messagesArrived(answered.map((c) => c.id));
      if (!announcer.current) return;
      const last = arrived[arrived.length - 1];
      announcer.current.textContent = `${chatText.newMessageFrom(chatText.supportName)}: ${last.content}`;
    };
    const atStart = storedAtStart === undefined ? null : useChat.persisted.stateIn(storedAtStart);
    const now = useChat.getState();
    if (atStart) announceArrivals(atStart.conversations, now.conversations, now.guestId);
    return useChat.subscribe((state, previous) => announceArrivals(previous.conversations, state.conversations, state.guestId));
  }, [hydrated, storedAtStart]);

  return (
    <>
      <p ref={announcer} role="status" className="sr-only" data-testid="chat-announcer" />
      {status !== 'closed' && (
        <Suspense fallback={<ChatPanelLoading />}>
          <ChatPanel />
        </Suspense>
      )}
    </>
  );
}
