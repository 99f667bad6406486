// After a record is stored, the owner is told by email through the persisted outbox (lib/notifications). The
// record never waits for it, and a failure to queue it never undoes the record.
import { conversationNotification, customRequestNotification, orderNotification } from '../notifications/messages';
import { enqueueNotification } from '../notifications/outbox';
import type { Conversation, CustomOrderRequest, Order } from '@/types/shop';

export type OwnerNews =
  | { kind: 'order'; record: Order }
  | { kind: 'customRequest'; record: CustomOrderRequest }
  | { kind: 'conversation'; record: Conversation };

export function notifyOwner(news: OwnerNews): void {
  const notification =
    news.kind === 'order'
      ? orderNotification(news.record)
      : news.kind === 'customRequest'
        ? customRequestNotification(news.record)
        : conversationNotification(news.record);
  void enqueueNotification(notification).catch((error: unknown) => {
    console.error('Could not queue the owner notification', error);
  });
}
