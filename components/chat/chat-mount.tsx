'use client';

import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { chatText } from '@/content/chat';
import { newAdminMessages } from '@/lib/chat';
import { currentCustomerId, startAutoReplyScheduler, useChat } from '@/lib/store/chat';
import { useChatUi } from '@/lib/store/chat-ui';
import { useHydrated } from '@/lib/store/hydration';
import { useSession } from '@/lib/store/session';
import { useMyUnread } from './use-chat-customer';

// The panel (views, forms) loads on first use; the bubble, its badge, the announcer and the auto-reply
// scheduler are all a page carries until then.
const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(loadPanel);

/** The floating support chat on every page (SPEC §2). */
export function ChatMount() {
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

  // Replies that arrive (auto-reply, admin, another tab) are announced politely, wherever the shopper is.
  useEffect(() => {
    if (!hydrated) return;
    return useChat.subscribe((state, previous) => {
      if (state.conversations === previous.conversations || !announcer.current) return;
      const customerId = currentCustomerId(useSession.getState().user, state.guestId);
      const arrived = newAdminMessages(previous.conversations, state.conversations, customerId);
      if (arrived.length > 0) {
        const last = arrived[arrived.length - 1];
        announcer.current.textContent = `${chatText.newMessageFrom(chatText.supportName)}: ${last.content}`;
      }
    });
  }, [hydrated]);

  // Focus goes back to the bubble when the panel closes (not on the first render).
  useEffect(() => {
    if (status === 'closed' && previousStatus.current !== 'closed') bubble.current?.focus();
    previousStatus.current = status;
  }, [status]);

  return (
    <>
      <p ref={announcer} role="status" className="sr-only" data-testid="chat-announcer" />
      {status === 'closed' ? (
        <button
          ref={bubble}
          type="button"
          onClick={open}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          aria-label={unread > 0 ? `${chatText.openChat} (${chatText.unread(unread)})` : chatText.openChat}
          className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-walnut text-white shadow-lift transition-colors hover:bg-walnut-dark"
        >
          <MessageCircle className="size-7" aria-hidden="true" />
          {unread > 0 && (
            <span
              data-testid="chat-unread"
              aria-hidden="true"
              className="absolute -top-1 -right-1 inline-flex min-w-6 items-center justify-center rounded-full border-2 border-white bg-ember px-1.5 text-xs leading-5 font-bold text-white"
            >
              {unread}
            </span>
          )}
        </button>
      ) : (
        <Suspense fallback={<PanelLoading />}>
          <ChatPanel />
        </Suspense>
      )}
    </>
  );
}

function PanelLoading() {
  return (
    <div
      role="status"
      className="fixed right-4 bottom-4 z-40 flex h-40 w-[calc(100vw-2rem)] max-w-sm items-center justify-center rounded-card border border-sand bg-white text-muted shadow-lift"
    >
      {chatText.loading}
    </div>
  );
}
