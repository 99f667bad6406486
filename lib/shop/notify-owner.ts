// After a record is stored, the owner is told by email through the persisted outbox (lib/notifications). The
// record never waits for it, and a failure to queue it never undoes the record.
import { conversationNotification, customRequestNotification, orderNotification } from '@/lib/notifications/messages';
import { enqueueNotification } from '@/lib/notifications/outbox';
import { notificationKindConfigured } from '@/lib/notifications/send-email';
import type { Conversation, CustomOrderRequest, Order } from '@/types/shop';

export type OwnerNews =
  | { kind: 'order'; record: Order }
  | { kind: 'customRequest'; record: CustomOrderRequest }
  | { kind: 'conversation'; record: Conversation };

/** Resolves once the notification is queued, or once it is clear that none is; never rejects. */
export async function notifyOwner(news: OwnerNews): Promise<void> {
  // With the shared server the record already reaches the owner's dashboard. A build without this kind's EmailJS
  // settings would only keep the shopper's name, address and message in this browser's storage for good.
  if (process.env.NEXT_PUBLIC_PARSE_SERVER_URL && !notificationKindConfigured(news.kind)) return;
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
