// Builders for tests of the admin dashboard: a valid order, conversation or message with the fields a test
// cares about overridden. Used only by *.test.ts(x) files.
import type { Conversation, Message, Order } from '@/types/shop';

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: '1735689600000',
    userId: 'user-1',
    customerEmail: 'ada@example.com',
    customerName: 'Ada Lovelace',
    items: [
      {
        productId: '1',
        productName: 'Edge-Grain Hardwood Cutting Board',
        unitPrice: 90,
        quantity: 1,
        customizations: [{ optionId: 'wood-type', optionName: 'Wood Type', value: 'cherry', priceAdjustment: 25 }],
      },
    ],
    subtotal: 90,
    shipping: 15,
    shippingMethod: 'Standard',
    tax: 7.2,
    total: 112.2,
    status: 'pending',
    createdAt: '2025-01-01T00:00:00.000Z',
    shippingAddress: { street: '1 Main St', city: 'Lloydminster', state: 'AB', zipCode: 'T9V 0W8', country: 'Canada' },
    ...overrides,
  };
}

export function makeMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: 'm1',
    conversationId: 'c1',
    senderId: 'user-1',
    senderName: 'Ada Lovelace',
    senderType: 'customer',
    content: 'Hello',
    timestamp: '2025-01-01T10:00:00.000Z',
    read: true,
    ...overrides,
  };
}

export function makeConversation(overrides: Partial<Conversation> = {}): Conversation {
  const id = overrides.id ?? 'c1';
  return {
    id,
    customerId: 'user-1',
    customerName: 'Ada Lovelace',
    customerEmail: 'ada@example.com',
    subject: 'Order Status',
    status: 'active',
    lastMessage: '2025-01-01T10:00:00.000Z',
    unreadCount: 0,
    messages: [makeMessage({ conversationId: id })],
    ...overrides,
  };
}
