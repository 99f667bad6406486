'use client';

import clsx from 'clsx';
import { ChevronLeft, Lock, SendHorizontal } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/form-field';
import { useOneSave } from '@/components/ui/use-one-save';
import { chatText } from '@/content/chat';
import { canReply, replyTooLong } from '@/lib/chat/conversations';
import { useChatUi } from '@/lib/store/chat-ui';
import type { Conversation } from '@/types/shop';
import { formatChatTime } from './format-time';
import { sendMessage } from '@/lib/shop/chat';
import { preloadBackend } from '@/lib/shop/run';

export function ConversationView({ conversation }: { conversation: Conversation }) {
  useEffect(preloadBackend, []);
  const draft = useChatUi((s) => s.replyDrafts[conversation.id] ?? '');
  const { setReplyDraft, showList } = useChatUi.getState();
  const [error, setError] = useState<string | null>(null);
  const { saving: sending, run } = useOneSave();
  const log = useRef<HTMLDivElement>(null);
  const ids = useId();
  const closed = conversation.status === 'closed';

  // Keep the newest message in view.
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [conversation.messages.length]);

  const send = async () => {
    const tooLong = replyTooLong(draft);
    if (tooLong || !canReply(conversation, draft)) {
      setError(tooLong ?? chatText.errors.reply);
      return;
    }
    await run(async () => {
      const sent = await sendMessage(conversation.id, draft);
      if (sent.ok) setReplyDraft(conversation.id, '');
      // What the shopper wrote stays in the box.
      setError(sent.ok ? null : sent.failure.message);
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  // Enter sends; Shift+Enter (or an IME composition) adds a line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="border-b border-sand px-4 py-2">
        <button
          type="button"
          onClick={showList}
          className="-ml-1 inline-flex items-center gap-1 rounded text-sm font-semibold text-walnut hover:underline"
          data-autofocus={closed ? true : undefined}
        >
          <Icon node={ChevronLeft} className="size-4" />
          {chatText.backToConversations}
        </button>
        <div className="mt-1 flex items-center justify-between gap-2">
          <h3 className="truncate font-sans text-base font-semibold text-bark">{conversation.subject}</h3>
          {closed ? <Badge tone="dark">{chatText.statusClosed}</Badge> : <Badge tone="success">{chatText.statusActive}</Badge>}
        </div>
      </div>
      <div
        ref={log}
        tabIndex={0}
        role="region"
        aria-label={`Messages: ${conversation.subject}`}
        className="min-h-0 flex-1 overflow-y-auto bg-cream px-3 py-3 focus-visible:-outline-offset-4"
      >
        <ol className="space-y-3">
          {conversation.messages.map((m) => {
            const mine = m.senderType === 'customer';
            return (
              <li key={m.id} className={clsx('flex flex-col', mine ? 'items-end' : 'items-start')}>
                <span className="mb-0.5 text-xs text-muted">
                  <span className="font-semibold text-ink">{mine ? chatText.you : chatText.supportName}</span>
                  {' · '}
                  <time dateTime={m.timestamp}>{formatChatTime(m.timestamp)}</time>
                </span>
                <p
                  className={clsx(
                    'max-w-[85%] rounded-2xl px-3 py-2 text-sm wrap-anywhere whitespace-pre-wrap',
                    mine ? 'rounded-br-sm bg-walnut text-white' : 'rounded-bl-sm border border-sand bg-white text-ink',
                  )}
                >
                  {m.content}
                </p>
              </li>
            );
          })}
        </ol>
      </div>
      {closed ? (
        <p className="flex gap-2 border-t border-sand px-4 py-3 text-sm text-ink">
          <Icon node={Lock} className="mt-0.5 size-4 shrink-0 text-muted" />
          {chatText.closedNotice}
        </p>
      ) : (
        <form method="post" noValidate onSubmit={onSubmit} className="border-t border-sand px-3 py-3">
          <label htmlFor={`${ids}-reply`} className="sr-only">
            {chatText.replyLabel}
          </label>
          <div className="flex items-end gap-2">
            <textarea
              id={`${ids}-reply`}
              rows={3}
              value={draft}
              onChange={(e) => {
                setReplyDraft(conversation.id, e.target.value);
                if (error) setError(null);
              }}
              onKeyDown={onKeyDown}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${ids}-hint${error ? ` ${ids}-error` : ''}`}
              className={controlClasses('field', 'resize-none text-sm')}
              data-autofocus
            />
            <Button type="submit" size="icon" aria-label={chatText.send} busy={sending}>
              <Icon node={SendHorizontal} className="size-5" />
            </Button>
          </div>
          <p id={`${ids}-hint`} className="mt-1 text-xs text-muted">
            {chatText.enterHint}
          </p>
          {error && (
            <p id={`${ids}-error`} role="alert" className="mt-1 text-sm font-medium text-ember">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
