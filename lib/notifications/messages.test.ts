import { describe, expect, it } from 'vitest';
import type { Conversation, CustomOrderRequest, Order } from '@/types/shop';
import { conversationNotification, customRequestNotification, orderNotification, workshopDateTime } from './messages';

const order: Order = {
  id: '1795989900000',
  userId: 'guest_1_abc',
  customerEmail: 'ada@example.com',
  customerName: 'Ada Smith',
  customerPhone: '780-555-0199',
  items: [
    {
      productId: '7',
      productName: 'Walnut Serving Tray',
      unitPrice: 93,
      quantity: 2,
      customizations: [
        { optionId: 'wood', optionName: 'Wood', value: 'cherry', valueLabel: 'Cherry', priceAdjustment: 25 },
        { optionId: 'engraving', optionName: 'Engraving', value: 'SMITH', valueLabel: 'SMITH', priceAdjustment: 25 },
      ],
    },
    {
      productId: '1',
      productName: 'Edge-Grain Hardwood Cutting Board',
      unitPrice: 19.99,
      quantity: 3,
      // An order from before labels were kept: a ticked box is Yes, a choice shows its stored value.
      customizations: [
        { optionId: 'juice-groove', optionName: 'Juice Groove', value: true, priceAdjustment: 15 },
        { optionId: 'finish', optionName: 'Finish', value: 'clear-coat', priceAdjustment: 8 },
      ],
    },
    { productId: '5', productName: 'Oak Phone Stand', unitPrice: 1049.5, quantity: 1, customizations: [] },
  ],
  subtotal: 1295.47,
  shipping: 0,
  shippingMethod: 'Local Delivery (Lloydminster)',
  tax: 103.64,
  total: 1399.11,
  status: 'pending',
  createdAt: '2026-11-24T21:05:00.000Z',
  shippingAddress: { street: '4812 50 Avenue', city: 'Lloydminster', state: 'AB', zipCode: 'T9V 0W8', country: 'Canada' },
};

describe('workshopDateTime (rules §1: the workshop keeps Alberta time)', () => {
  it("writes the workshop's day and 24-hour time, with MST in winter and MDT in summer", () => {
    expect(workshopDateTime('2026-11-24T21:05:00.000Z')).toBe('24 November 2026, 14:05 MST');
    expect(workshopDateTime('2026-06-15T18:30:00.000Z')).toBe('15 June 2026, 12:30 MDT');
    expect(workshopDateTime('2027-01-01T06:59:00.000Z')).toBe('31 December 2026, 23:59 MST');
  });

  it('shows text that is not a date as it is', () => {
    expect(workshopDateTime('yesterday')).toBe('yesterday');
  });
});

describe('orderNotification', () => {
  it('gives the order number and date, the customer, the address one part a line, each line with its options, and the money', () => {
    expect(orderNotification(order)).toEqual({
      id: 'order:1795989900000',
      kind: 'order',
      params: {
        to_name: 'Prairie Grain Woodworks',
        order_number: '1795989900000',
        order_date: '24 November 2026, 14:05 MST',
        customer_name: 'Ada Smith',
        customer_email: 'ada@example.com',
        customer_phone: '780-555-0199',
        shipping_address: '4812 50 Avenue\nLloydminster, AB T9V 0W8\nCanada',
        items:
          '2 x Walnut Serving Tray (Wood: Cherry; Engraving: SMITH) @ $93.00 = $186.00\n' +
          '3 x Edge-Grain Hardwood Cutting Board (Juice Groove: Yes; Finish: clear-coat) @ $19.99 = $59.97\n' +
          '1 x Oak Phone Stand @ $1,049.50 = $1,049.50',
        subtotal: '$1,295.47',
        shipping_method: 'Local Delivery (Lloydminster)',
        shipping_cost: '$0.00',
        tax: '$103.64',
        total: '$1,399.11',
      },
    });
  });

  it('leaves the phone blank when the shopper gave none, and a blank address part out', () => {
    const { customerPhone: _, ...withoutPhone } = order;
    const params = orderNotification({ ...withoutPhone, shippingAddress: { ...order.shippingAddress, street: '' } }).params;
    expect(params.customer_phone).toBe('');
    expect(params.shipping_address).toBe('Lloydminster, AB T9V 0W8\nCanada');
  });
});

describe('customRequestNotification', () => {
  const request: CustomOrderRequest = {
    id: '1795989900001',
    name: 'Ada Smith',
    email: 'ada@example.com',
    phone: '780-555-0100',
    projectType: 'cutting-board',
    woodType: 'mixed',
    dimensions: '18 x 12 x 1.5 in',
    description: 'End-grain boards as wedding gifts.',
    budget: '500-1000',
    timeline: '1-2-weeks',
    engraving: 'The Smiths, 2026',
    inspiration: 'https://example.com/boards',
    quantity: '3-5',
    status: 'pending',
    createdAt: '2026-11-24T21:05:00.000Z',
    estimatedPrice: null,
    estimatedTimeline: null,
  };

  it('gives every field, the choices by the labels the form shows', () => {
    expect(customRequestNotification(request)).toEqual({
      id: 'customRequest:1795989900001',
      kind: 'customRequest',
      params: {
        to_name: 'Prairie Grain Woodworks',
        request_id: '1795989900001',
        request_date: '24 November 2026, 14:05 MST',
        name: 'Ada Smith',
        email: 'ada@example.com',
        phone: '780-555-0100',
        project_type: 'Cutting Board',
        wood_type: 'Mixed woods',
        dimensions: '18 x 12 x 1.5 in',
        description: 'End-grain boards as wedding gifts.',
        budget: '$500 - $1,000',
        timeline: '1-2 weeks (rush fee)',
        engraving: 'The Smiths, 2026',
        inspiration: 'https://example.com/boards',
        quantity: '3-5',
      },
    });
  });

  it('passes a value with no label (left blank, or from an older form) through as it is', () => {
    const params = customRequestNotification({ ...request, woodType: '', budget: '', timeline: 'asap' }).params;
    expect([params.wood_type, params.budget, params.timeline]).toEqual(['', '', 'asap']);
  });
});

describe('conversationNotification', () => {
  const conversation: Conversation = {
    id: 'conv_1795989900000',
    customerId: 'guest_1',
    customerName: 'Bo Chen',
    customerEmail: 'bo@example.com',
    subject: 'Shipping',
    status: 'active',
    lastMessage: '2026-11-24T21:05:02.000Z',
    unreadCount: 1,
    messages: [
      {
        id: 'm1',
        conversationId: 'conv_1795989900000',
        senderId: 'guest_1',
        senderName: 'Bo Chen',
        senderType: 'customer',
        content: 'Do you ship to Regina?',
        timestamp: '2026-11-24T21:05:00.000Z',
        read: true,
      },
      {
        id: 'm2',
        conversationId: 'conv_1795989900000',
        senderId: 'support',
        senderName: 'Support',
        senderType: 'admin',
        content: 'Thank you for contacting us!',
        timestamp: '2026-11-24T21:05:02.000Z',
        read: false,
      },
    ],
  };

  it("gives the subject, the shopper's first message, who they are and when they wrote", () => {
    expect(conversationNotification(conversation)).toEqual({
      id: 'conversation:conv_1795989900000',
      kind: 'conversation',
      params: {
        to_name: 'Prairie Grain Woodworks',
        conversation_id: 'conv_1795989900000',
        subject: 'Shipping',
        message: 'Do you ship to Regina?',
        customer_name: 'Bo Chen',
        customer_email: 'bo@example.com',
        started_at: '24 November 2026, 14:05 MST',
      },
    });
  });
});
