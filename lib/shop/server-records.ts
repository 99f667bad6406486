// What the server backend's parts share (server-backend.ts): the shop's records as the server answers them, the
// stores they are kept in for the screen, and the sessions the requests go under.
import { useAdmin } from '@/lib/store/admin';
import { useCatalogue } from '@/lib/store/catalogue';
import { useChat } from '@/lib/store/chat';
import { useCustomOrders } from '@/lib/store/custom-orders';
import { useOrders } from '@/lib/store/orders';
import type { Address, Conversation, CustomOrderRequest, Order, Product, Review } from '@/types/shop';
import { recordOf } from './server-protocol';
import { serverSession } from './server-session';

export type Json = Record<string, unknown>;

export const emptyAddress: Address = { street: '', city: '', state: '', zipCode: '', country: '' };
export const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The list with `record` in place of the one with its id, or added at the end. */
export const replaceById = <T extends { id: string }>(list: readonly T[], record: T): T[] =>
  list.some((item) => item.id === record.id) ? list.map((item) => (item.id === record.id ? record : item)) : [...list, record];

export const keep = {
  order: (order: Order) => useOrders.persisted.save((s) => ({ orders: replaceById(s.orders, order) })),
  conversation: (conversation: Conversation) => useChat.persisted.save((s) => ({ ...s, conversations: replaceById(s.conversations, conversation) })),
  request: (record: CustomOrderRequest) => useCustomOrders.persisted.save((s) => ({ requests: replaceById(s.requests, record) })),
  product: (product: Product) => useCatalogue.persisted.save((s) => ({ products: replaceById(s.products, product) })),
};

/**
 * The server shows nobody a review's author email (the Review class's protected fields), but the stores read a
 * review back only with one: without it a product with reviews is dropped as invalid on the next page load, and
 * its page sends the shopper to /products. Kept blank, as the shop never shows it.
 */
export const storedReview = (review: Review): Review => ({ ...review, userEmail: text(review.userEmail) });
export const storedProduct = (product: Product): Product => ({ ...product, reviews: product.reviews.map(storedReview) });

export const customerToken = () => serverSession().token;
export const ownerToken = () => useAdmin.getState().session?.proof ?? null;
export const currentSession = () => ownerToken() ?? customerToken();

export const orderOf = (stored: Json) => recordOf<Order>(stored);

/** PostgreSQL leaves empty fields out of an answer: a request not yet quoted has no estimate, which is null. */
export const requestOf = (stored: Json) => recordOf<CustomOrderRequest>({ estimatedPrice: null, estimatedTimeline: null, ...stored });
