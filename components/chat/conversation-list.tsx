'use client';

import { Plus } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { chatText } from '@/content/chat';
import { useChatUi } from '@/lib/store/chat-ui';
import type { Conversation } from '@/types/shop';
import { formatChatTime } from './format-time';

export function ConversationList({ conversations }: { conversations: Conversation[] }) {
  const { showConversation, showNewConversation } = useChatUi.getState();
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-sand px-4 py-3">
        <h3 className="font-sans text-sm font-semibold text-bark">{chatText.conversationsHeading}</h3>
        <Button size="sm" onClick={showNewConversation} data-autofocus>
          <Icon node={Plus} className="size-4" />
          {chatText.newConversation}
        </Button>
      </div>
      <ul className="min-h-0 flex-1 divide-y divide-sand overflow-y-auto">
        {conversations.map((c) => {
          const last = c.messages.at(-1);
          return (
            <li key={c.id}>
              <button
                type="button"
                onClick={() => showConversation(c.id)}
                className="block w-full px-4 py-3 text-left hover:bg-cream focus-visible:-outline-offset-4"
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate font-semibold text-bark">{c.subject}</span>
                  <time dateTime={c.lastMessage} className="shrink-0 text-xs text-muted">
                    {formatChatTime(c.lastMessage)}
                  </time>
                </span>
                {last && <span className="mt-0.5 block truncate text-sm text-muted">{last.content}</span>}
                <span className="mt-1.5 flex gap-2">
                  {c.status === 'closed' ? (
                    <Badge tone="dark">{chatText.statusClosed}</Badge>
                  ) : (
                    <Badge tone="success">{chatText.statusActive}</Badge>
                  )}
                  {c.unreadCount > 0 && <Badge tone="danger">{chatText.unread(c.unreadCount)}</Badge>}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
