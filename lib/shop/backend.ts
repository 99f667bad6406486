// Where the shop's records live. The operations in lib/shop call a Backend and never a store's setters, so the
// same pages work on the browser's own storage (browser-backend.ts) or on a shared server. A backend gives records
// their ids and dates, answers with what it stored (not the caller's copy), and says why when it refuses.
import type { AuthForm } from '@/lib/accounts/auth';
import type { CustomOrderFields } from '@/lib/support/custom-orders';
import type { OrderDraft } from '@/lib/orders/build-order';
import type { OrderStatusChange } from '@/lib/orders/order-status';
import type { DraftValues } from '@/lib/catalogue/product-form';
import type { ReviewDraft } from '@/lib/catalogue/reviews';
import type { Estimate } from '@/lib/support/custom-request-status';
import type { AdminSession, Conversation, CustomOrderRequest, CustomRequestStatus, Order, Product, Review, User } from '@/types/shop';
import type { ShopResult } from './result';

export interface NewConversation {
  subject: string;
  message: string;
  /** Asked of guests only; a signed-in customer writes under their account. */
  guestName?: string;
  guestEmail?: string;
}

export type ProfileChanges = Partial<Omit<User, 'id'>>;

/**
 * An order paid through Stripe Checkout (docs/payments.md): the order as the server placed it, and Stripe's page to
 * pay it on (`open`), or that its payment is settled or being settled (`settled`: its confirmation says which).
 */
export interface PaymentPage {
  order: Order;
  outcome: 'open' | 'settled';
  checkoutUrl?: string;
}

export interface Backend {
  // Accounts
  signUp(form: AuthForm): Promise<ShopResult<User>>;
  signIn(form: Pick<AuthForm, 'email' | 'password'>): Promise<ShopResult<User>>;
  signOut(): Promise<ShopResult<null>>;
  /**
   * Writes these fields of the signed-in account. With `editedFrom` (what they were when the profile form opened),
   * a field another tab or device changed meanwhile to something else refuses the edit: nothing is saved (a
   * conflict naming the fields and what they now are, lib/accounts/profile profileFieldsChangedElsewhere) and the account is
   * kept as it now is.
   */
  updateProfile(changes: ProfileChanges, editedFrom?: ProfileChanges): Promise<ShopResult<User>>;

  /**
   * Orders: placed by a signed-in customer, or by a guest whose account is made with the order. `onStored` runs as
   * soon as the order is stored, before anything else waits (a guest's sign-in), so what it writes goes with it.
   */
  placeOrder(draft: Omit<OrderDraft, 'userId'>, guest: Omit<User, 'id'> | null, onStored: (order: Order) => void): Promise<ShopResult<Order>>;
  cancelOrder(orderId: string): Promise<ShopResult<Order>>;

  // Online payment: only a shared server with Stripe has these (docs/payments.md).
  /** Places the order awaiting its payment and answers Stripe's page for it; the same again for the same draft. */
  payOrder?(draft: Omit<OrderDraft, 'userId'>, guest: Omit<User, 'id'> | null): Promise<ShopResult<PaymentPage>>;
  /** The order as the server holds it now, kept for the screen (the confirmation awaiting Stripe's word). */
  readOrder?(orderId: string): Promise<ShopResult<Order>>;
  /** The paid order is confirmed: the next order, even of the same cart, is a new one. */
  paymentFinished?(): void;
  /** The owner's cancelling of a paid order, refunded in full through Stripe first; refused as setOrderStatus is. */
  refundOrder?(orderId: string, from: Order['status']): Promise<ShopResult<Order>>;

  // Reviews
  submitReview(productId: string, draft: ReviewDraft): Promise<ShopResult<Review>>;
  markHelpful(productId: string, reviewId: string): Promise<ShopResult<{ counted: boolean }>>;

  // Chat
  startConversation(input: NewConversation): Promise<ShopResult<Conversation>>;
  sendMessage(conversationId: string, content: string): Promise<ShopResult<Conversation>>;
  markRead(conversationId: string): Promise<ShopResult<null>>;

  // Custom pieces
  submitCustomRequest(fields: CustomOrderFields): Promise<ShopResult<CustomOrderRequest>>;

  // The owner
  adminSignIn(email: string, password: string): Promise<ShopResult<AdminSession>>;
  adminSignOut(): Promise<ShopResult<null>>;
  /**
   * A new product (`productId` null), or an edit. An edit made in a form that opened on `opened` writes only the
   * fields the form changed, so a field another tab or device changed meanwhile keeps that change; when that tab or
   * device changed one of the same fields, nothing is saved (a conflict naming them, lib/catalogue/product-form productEdit)
   * and the product is kept as it now is.
   */
  saveProduct(values: DraftValues, productId: string | null, opened?: DraftValues): Promise<ShopResult<Product>>;
  deleteProduct(productId: string): Promise<ShopResult<null>>;
  /** Refused as a conflict when the order no longer has `change.from`; the order is then kept as it now is. */
  setOrderStatus(orderId: string, change: OrderStatusChange): Promise<ShopResult<Order>>;
  setCustomRequestStatus(requestId: string, status: CustomRequestStatus): Promise<ShopResult<CustomOrderRequest>>;
  setCustomRequestEstimate(requestId: string, estimate: Estimate): Promise<ShopResult<CustomOrderRequest>>;
  reply(conversationId: string, content: string): Promise<ShopResult<Conversation>>;
  closeConversation(conversationId: string): Promise<ShopResult<Conversation>>;
}
