'use client';

import { MessageCircle } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { ReactNode, Ref } from 'react';
import { chatBubbleText } from '@/content/chat-bubble';

interface ChatBubbleProps {
  ref?: Ref<HTMLButtonElement>;
  label: string;
  onClick: () => void;
  /** The pointer or focus is on the bubble: a good moment to fetch what a click will need. */
  onPrepare: () => void;
  children?: ReactNode;
}

/** The round button that opens the support chat (rules §2), fixed to the corner of every page. */
export function ChatBubble({ ref, label, onClick, onPrepare, children }: ChatBubbleProps) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      onPointerEnter={onPrepare}
      onFocus={onPrepare}
      aria-label={label}
      // Hidden while a field has the focus, and what takes the focus scrolls clear of it (app/globals.css).
      data-chat-bubble
      className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-walnut text-white shadow-lift transition-colors hover:bg-walnut-dark"
    >
      <Icon node={MessageCircle} className="size-7" />
      {children}
    </button>
  );
}

/** Stands in for the panel while its code loads. */
export function ChatPanelLoading() {
  return (
    <div
      role="status"
      className="fixed right-4 bottom-4 z-40 flex h-40 w-[calc(100%-2rem)] max-w-sm items-center justify-center rounded-card border border-sand bg-white text-muted shadow-lift"
    >
      {chatBubbleText.loading}
    </div>
  );
}
