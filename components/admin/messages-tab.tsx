'use client';

import clsx from 'clsx';
import { Send, X } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ADMIN_PAGE_SIZE, conversationsByActivity, paginate } from '@/lib/admin/lists';
import { replyTooLong } from '@/lib/chat/conversations';
import { formatDateTime } from '@/lib/admin/dates';
import type { ShopResult } from '@/lib/shop/result';
import { useAdminDrafts } from '@/lib/store/admin-drafts';
import type { Conversation } from '@/types/shop';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { controlClasses, fieldLabelClasses } from '@/components/ui/form-field';
import { Pagination } from './pagination';

export interface MessagesTabProps {
  conversations: readonly Conversation[];
  /** Appends an unread admin message and raises unreadCount by 1 (rules §4); content is already trimmed. */
  onReply: (conversationId: string, content: string) => Promise<ShopResult<unknown>>;
  /** Sets the conversation's status to closed. */
  onClose: (conversationId: string) => Promise<ShopResult<unknown>>;
}

/** Customer Messages tab: conversations, newest activity first, and the open thread with reply and close. */
export function MessagesTab({ conversations, onReply, onClose }: MessagesTabProps) {
  const sorted = useMemo(() => conversationsByActivity(conversations), [conversations]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [pageNumber, setPageNumber] = useState(1);
  const page = paginate(sorted, pageNumber, ADMIN_PAGE_SIZE);
  const selected = selectedId === null ? undefined : conversations.find((c) => c.id === selectedId);
  const listHeadingId = useId();

  if (conversations.length === 0) {
    return (
      <div className="rounded-card bg-white p-8 text-center shadow-card ring-1 ring-sand/60">
        <h3 className="text-xl font-bold">No conversations yet</h3>
        <p className="mt-2 text-muted">When a shopper writes through the support chat, the conversation appears here.</p>
      </div>
    );
  }

  return (
    <div className="grid grid-cols-1 items-start gap-6 wrap-anywhere lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <section aria-labelledby={listHeadingId}>
        <h3 id={listHeadingId} className="mb-3 text-xl font-bold">
          Conversations <span className="font-sans text-base font-normal text-muted">({conversations.length})</span>
        </h3>
        <ul className="grid grid-cols-1 gap-2">
          {page.items.map((conversation) => (
            <li key={conversation.id}>
              <ConversationButton
                conversation={conversation}
                current={conversation.id === selected?.id}
                onSelect={() => setSelectedId(conversation.id)}
              />
            </li>
          ))}
        </ul>
        <Pagination page={page} label="Conversation pages" noun="conversations" onPage={setPageNumber} />
      </section>
      {selected ? (
        <Thread
          key={selected.id}
          conversation={selected}
          onReply={(content) => onReply(selected.id, content)}
          onClose={() => onClose(selected.id)}
        />
      ) : (
        <p className="rounded-card border border-dashed border-maple p-8 text-center text-muted">
          Choose a conversation to read it and reply.
        </p>
      )}
    </div>
  );
}

function StatusBadge({ status }: { status: Conversation['status'] }) {
  return <Badge tone={status === 'active' ? 'success' : 'neutral'}>{status === 'active' ? 'Active' : 'Closed'}</Badge>;
}

function ConversationButton({
  conversation,
  current,
  onSelect,
}: {
  conversation: Conversation;
  current: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={current ? 'true' : undefined}
      className={clsx(
        'block w-full rounded-lg p-3 text-left ring-1 transition-colors',
        current ? 'bg-linen ring-2 ring-walnut' : 'bg-white ring-sand hover:bg-cream',
      )}
    >
      <span className="flex items-baseline justify-between gap-2">
        <span className="truncate font-semibold text-bark">{conversation.customerName}</span>
        <span className="shrink-0 text-xs text-muted">{formatDateTime(conversation.lastMessage)}</span>
      </span>
      <span className="block truncate text-sm text-muted">{conversation.customerEmail}</span>
      <span className="mt-1 block truncate text-sm text-ink">{conversation.subject}</span>
      <span className="mt-2 flex flex-wrap items-center gap-1.5">
        <StatusBadge status={conversation.status} />
        {conversation.unreadCount > 0 && (
          <Badge tone="dark">{conversation.unreadCount} unread by customer</Badge>
        )}
      </span>
    </button>
  );
}

function Thread({
  conversation,
  onReply,
  onClose,
}: {
  conversation: Conversation;
  onReply: (content: string) => Promise<ShopResult<unknown>>;
  onClose: () => Promise<ShopResult<unknown>>;
}) {
  // The unsent reply is kept in lib/store/admin-drafts.ts, so that it outlives this tab's panel.
  const draft = useAdminDrafts((s) => s.replyDrafts[conversation.id] ?? '');
  const setDraft = useAdminDrafts((s) => s.setReplyDraft);
  const onDraft = (text: string) => setDraft(conversation.id, text);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const replyId = `${id}-reply`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  /** Why the last reply or close did not happen: the reply is too long (the field is at fault), or it was not saved. */
  const [problem, setProblem] = useState<{ message: string; fieldAtFault: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const active = conversation.status === 'active';
  const content = draft.trim();

  // Opening a conversation (or closing it) takes focus to its heading, so a phone user lands on the thread.
  useEffect(() => {
    heading.current?.focus();
  }, [active]);

  async function attempt(action: () => Promise<ShopResult<unknown>>) {
    setBusy(true);
    // Cleared first, so that the same failure twice is announced twice.
    setProblem(null);
    try {
      const result = await action();
      setProblem(result.ok ? null : { message: result.failure.message, fieldAtFault: false });
    } finally {
      setBusy(false);
    }
  }

  function close() {
    if (!busy) void attempt(onClose);
  }

  function send() {
    if (!active || content === '' || busy) return;
    const tooLong = replyTooLong(content);
    setProblem(tooLong ? { message: tooLong, fieldAtFault: true } : null);
    if (!tooLong) {
      void attempt(async () => {
        const result = await onReply(content);
        // A reply that was not saved stays in the box, to send again.
        if (result.ok) onDraft('');
        return result;
      }).then(backToTheBox);
    }
  }

  // Send reply is disabled once the box is emptied by a reply that was saved, and a browser then drops the focus it
  // held to the page: it goes back to the box, ready for the next reply (unless the owner has moved it elsewhere).
  function backToTheBox() {
    const focused = document.activeElement;
    if (!focused || focused === document.body || form.current?.contains(focused)) box.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-card bg-white p-4 shadow-card ring-1 ring-sand/60 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
            {conversation.subject}
          </h3>
          <p className="mt-1 text-sm text-muted">
            {conversation.customerName} · {conversation.customerEmail}
          </p>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <StatusBadge status={conversation.status} />
            <span>Last message {formatDateTime(conversation.lastMessage)}</span>
            {conversation.unreadCount > 0 && <span>{conversation.unreadCount} unread by customer</span>}
          </p>
        </div>
        {active && (
          <Button variant="secondary" size="sm" busy={busy} onClick={close}>
            <Icon node={X} className="size-4" />
            Close conversation
          </Button>
        )}
      </div>

      <div role="log" aria-label="Messages" className="mt-4 max-h-[28rem] overflow-y-auto rounded-lg bg-cream p-3" tabIndex={0}>
        <ol className="grid gap-3">
          {conversation.messages.map((message) => {
            const fromShop = message.senderType === 'admin';
            return (
              <li key={message.id} className={clsx('flex', fromShop ? 'justify-end' : 'justify-start')}>
                <div
                  className={clsx(
                    'max-w-[85%] rounded-xl px-3.5 py-2.5 text-sm shadow-sm',
                    fromShop ? 'bg-walnut text-white' : 'bg-white text-ink ring-1 ring-sand',
                  )}
                >
                  <p className={clsx('text-xs font-semibold', fromShop ? 'text-cream' : 'text-walnut-dark')}>
                    {message.senderName}{' '}
                    <span className="sr-only">{fromShop ? '(shop)' : '(customer)'}</span>
                    <span className="font-normal"> · {formatDateTime(message.timestamp)}</span>
                  </p>
                  <p className="mt-1 whitespace-pre-wrap">{message.content}</p>
                </div>
              </li>
            );
          })}
        </ol>
      </div>

      {active ? (
        <form
          method="post"
          ref={form}
          className="mt-4 grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <label htmlFor={replyId} className={fieldLabelClasses}>
            Reply to {conversation.customerName}
          </label>
          <textarea
            ref={box}
            id={replyId}
            rows={3}
            value={draft}
            onChange={(e) => onDraft(e.target.value)}
            onKeyDown={onKeyDown}
            aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
            aria-invalid={problem?.fieldAtFault ? true : undefined}
            className={controlClasses()}
          />
          {problem && (
            <p id={errorId} role="alert" className="text-sm font-medium text-ember">
              {problem.message}
            </p>
          )}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p id={hintId} className="text-xs text-muted">
              Enter sends; Shift+Enter starts a new line.
            </p>
            <Button type="submit" size="sm" disabled={content === ''} busy={busy}>
              <Icon node={Send} className="size-4" />
              Send reply
            </Button>
          </div>
        </form>
      ) : (
        <p className="mt-4 rounded-lg bg-linen px-3 py-2.5 text-sm text-ink">
          This conversation is closed. Replies are turned off.
        </p>
      )}
    </section>
  );
}
