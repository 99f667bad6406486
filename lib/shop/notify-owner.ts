// After a record is stored in the static shop, the owner is told by email through the persisted outbox
// (lib/notifications). The record never waits for it, and a failure to queue it never undoes the record. With the
// shared server, the server emails the owner (server/mail), and nothing is kept or sent from the shopper's browser.
import { conversationNotification, customRequestNotification, orderNotification } from '@/lib/notifications/messages';
import { enqueueNotification } from '@/lib/notifications/outbox';
import type { Conversation, CustomOrderRequest, Order } from '@/types/shop';

export type OwnerNews =
  | { kind: 'order'; record: Order }
  | { kind: 'customRequest'; record: CustomOrderRequest }
  | { kind: 'conversation'; record: Conversation };

/** Resolves once the notification is queued, or once it is clear that none is; never rejects. */
export async function notifyOwner(news: OwnerNews): Promise<void> {
  // With the shared server the server emails the owner, from the record as stored, whatever this browser does next.
  if (process.env.NEXT_PUBLIC_PARSE_SERVER_URL) return;
  const notification =
    news.kind === 'order'
      ? orderNotification(news.record)
      : news.kind === 'customRequest'
        ? customRequestNotification(news.record)
        : conversationNotification(news.record);
  await enqueueNotification(notification).catch((error: unknown) => {
    console.error('Could not queue the owner notification', error);
  });
}
