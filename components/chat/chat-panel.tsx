'use client';

import { MessageCircle, Minus, X } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { chatText } from '@/content/chat';
import { useChat } from '@/lib/store/chat';
import { useChatUi, type ChatView } from '@/lib/store/chat-ui';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import { NewConversationForm } from './new-conversation-form';
import { useMyConversations, useMyUnread } from './use-chat-customer';

const TAB_STOPS = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg text-white hover:bg-walnut-dark focus-visible:outline-white';

/** The open panel and its minimized bar. Loaded on first open (see ChatMount). */
export default function ChatPanel() {
  const status = useChatUi((s) => s.status);
  const view = useChatUi((s) => s.view);
  const { open, close, minimize } = useChatUi.getState();
  const activeId = useChat((s) => s.activeConversation);
  const conversations = useMyConversations();
  const unread = useMyUnread();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const restore = useRef<HTMLButtonElement>(null);

  const active = view === 'conversation' ? conversations.find((c) => c.id === activeId) : undefined;
  const shown: ChatView = active ? 'conversation' : view === 'new' || conversations.length === 0 ? 'new' : 'list';

  // Focus moves into the panel when it opens or changes view, and to the bar when it is minimized.
  useEffect(() => {
    if (status === 'open') panel.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    if (status === 'minimized') restore.current?.focus();
  }, [status, shown, active?.id]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      minimize();
    }
    // The panel covers part of the page (most of a phone's screen): Tab goes round inside it rather than on to
    // controls hidden under it; Escape minimises it to leave.
    if (event.key === 'Tab' && panel.current) {
      const stops = [...panel.current.querySelectorAll<HTMLElement>(TAB_STOPS)].filter((el) => !el.closest('[hidden]') && el.getClientRects().length > 0);
      const [first, last] = [stops[0], stops[stops.length - 1]];
      const leaving = event.shiftKey ? document.activeElement === first : document.activeElement === last;
      if (first && last && leaving) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    }
  };

  return (
    <>
      <section
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        hidden={status !== 'open'}
        onKeyDown={onKeyDown}
        // The browser leaves a field that is almost in view where it is, its focus ring cut by the panel's scrolling
        // edge: brought fully into view, ring and all (the fields' scroll margin).
        onFocus={(event) => event.target.scrollIntoView?.({ block: 'nearest' })}
        data-testid="chat-panel"
        className="fixed right-2 bottom-2 z-40 flex h-[min(36rem,calc(100dvh-1rem))] w-[calc(100%-1rem)] max-w-sm flex-col overflow-hidden rounded-card border border-sand bg-white shadow-lift sm:right-4 sm:bottom-4 sm:h-[min(36rem,calc(100dvh-6rem))]"
      >
        {/* A <header> here would be a second banner landmark to some browsers: the panel is not inside <main>. */}
        <div className="flex items-center gap-2 bg-walnut px-3 py-2 text-white">
          <Icon node={MessageCircle} className="size-5 shrink-0" />
          <h2 id={titleId} className="flex-1 font-sans text-base font-semibold text-white">
            {chatText.title}
          </h2>
          <button type="button" onClick={minimize} className={iconButton} aria-label={chatText.minimizeChat}>
            <Icon node={Minus} className="size-5" />
          </button>
          <button type="button" onClick={close} className={iconButton} aria-label={chatText.closeChat}>
            <Icon node={X} className="size-5" />
          </button>
        </div>
        {shown === 'conversation' && active ? (
          <ConversationView conversation={active} />
        ) : shown === 'new' ? (
          <NewConversationForm canGoBack={conversations.length > 0} />
        ) : (
          <ConversationList conversations={conversations} />
        )}
      </section>
      {status === 'minimized' && (
        <div className="fixed right-4 bottom-4 z-40 flex items-center rounded-full bg-walnut text-white shadow-lift">
          <button
            ref={restore}
            type="button"
            onClick={open}
            className="inline-flex items-center gap-2 rounded-full py-3 pr-2 pl-4 text-sm font-semibold hover:bg-walnut-dark focus-visible:outline-white"
          >
            <Icon node={MessageCircle} className="size-5" />
            {chatText.title}
            {unread > 0 && (
              <span className="rounded-full bg-ember px-1.5 text-xs leading-5 font-bold">
                {unread}
                <span className="sr-only"> unread</span>
              </span>
            )}
          </button>
          <button type="button" onClick={close} className={`${iconButton} mr-1 rounded-full`} aria-label={chatText.closeChat}>
            <Icon node={X} className="size-5" />
          </button>
        </div>
      )}
    </>
  );
}
