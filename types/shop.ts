// The shop's records (docs/shop-rules.md §3), shared by the data in content/ and the rules in lib/, so imports run
// one way: both read this module, it reads neither. Money on records is in dollars; lib/pricing/money.ts turns it into
// integer cents for arithmetic.

export const CATEGORIES = [
  'cutting-boards',
  'phone-stands',
  'key-hangers',
  'home-decor',
  'serving-trays',
  'kitchen-storage',
  'office-accessories',
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface SelectChoice {
  id: string;
  name: string;
  priceAdjustment: number;
}

interface OptionBase {
  id: string;
  name: string;
  required: boolean;
  description: string;
}

export interface SelectOption extends OptionBase {
  type: 'select';
  choices: SelectChoice[];
}

export interface TextOption extends OptionBase {
  type: 'text';
  priceAdjustment: number;
  maxLength?: number;
  placeholder?: string;
}

export interface BooleanOption extends OptionBase {
  type: 'boolean';
  priceAdjustment: number;
}

export type CustomizationOption = SelectOption | TextOption | BooleanOption;

export interface Review {
  id: string;
  productId: string;
  userId: string;
  userName: string;
  userEmail: string;
  rating: number;
  title: string;
  comment: string;
  /** ISO 8601 */
  createdAt: string;
  verified: boolean;
  helpful: number;
}

export interface Product {
  id: string;
  name: string;
  description: string;
  /** Dollars (CAD). */
  price: number;
  images: string[];
  category: Category;
  inStock: boolean;
  materials: string[];
  dimensions: string;
  /** Free text; the first number in it is the weight (rules §3), 1 when there is none. */
  weight: string;
  craftingTime: string;
  reviews: Review[];
  customizationOptions?: CustomizationOption[];
  averageRating: number;
  totalReviews: number;
}

/** One chosen customisation on a cart line. `value` is the choice id (select), the text, or true. */
export interface CartCustomization {
  optionId: string;
  optionName: string;
  value: string | boolean;
  priceAdjustment: number;
}

/**
 * A cart line. Only the product id is kept: prices and names are always read from the current catalogue
 * (a tampered or stale copy in storage cannot change what is charged).
 */
export interface CartItem {
  productId: string;
  quantity: number;
  customizations: CartCustomization[];
}

export interface Address {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: Address;
}

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered'] as const;
/** The four statuses of rules §4, plus `cancelled`, which a customer can set from the orders tab. */
export type OrderStatus = (typeof ORDER_STATUSES)[number] | 'cancelled';

/** A customisation as it was bought, with the value as the shopper read it (a choice's name, the text, "Yes"). */
export interface OrderCustomization extends CartCustomization {
  valueLabel?: string;
}

/** A line as it was bought: name and unit price are frozen at the time of the order. */
export interface OrderItem {
  productId: string;
  productName: string;
  image?: string;
  /** Dollars, including customisation adjustments. */
  unitPrice: number;
  quantity: number;
  customizations: OrderCustomization[];
}

export interface Order {
  /** A timestamp, as text. */
  id: string;
  userId: string;
  customerEmail: string;
  customerName: string;
  /** Given at checkout (optional there); absent on orders placed before it was kept. */
  customerPhone?: string;
  items: OrderItem[];
  subtotal: number;
  shipping: number;
  shippingMethod: string;
  tax: number;
  total: number;
  status: OrderStatus;
  createdAt: string;
  shippingAddress: Address;
  /** Last four digits of the card, for display only. */
  cardLast4?: string;
  /**
   * The online payment (a server build with Stripe, docs/payments.md): absent on an order no card was charged for
   * online (the static shop, a server without Stripe), which counts as today everywhere.
   */
  payment?: PaymentState;
  /** Why the payment was flagged, for the owner. */
  paymentProblem?: string;
  /** Dollars, as Stripe received them. */
  paidAmount?: number;
  /** ISO 4217, lower case as Stripe writes it ("cad"). */
  paidCurrency?: string;
  paidAt?: string;
  paymentIntentId?: string;
  /** Dollars given back through Stripe when the order was cancelled. */
  refundedAmount?: number;
  refundedAt?: string;
  /** Typed by the owner when marking the order shipped (optional); shown on the customer's order. */
  carrier?: string;
  trackingNumber?: string;
}

/**
 * An order's online payment: awaiting (sent to Stripe's page), paid, unpaid (the payment failed or its page expired:
 * the order ended), refunded (cancelled and given back), flagged (money arrived that does not match the order).
 */
export type PaymentState = 'awaiting' | 'paid' | 'unpaid' | 'refunded' | 'flagged';

export interface CustomOrderRequest {
  id: string;
  name: string;
  email: string;
  phone: string;
  projectType: string;
  woodType: string;
  dimensions: string;
  description: string;
  budget: string;
  timeline: string;
  engraving: string;
  inspiration: string;
  quantity: string;
  status: CustomRequestStatus;
  createdAt: string;
  /** Dollars; null until the owner quotes. */
  estimatedPrice: number | null;
  estimatedTimeline: string | null;
}

/** A request starts pending; the owner quotes it, the customer accepts or declines, the piece is completed. */
export const CUSTOM_REQUEST_STATUSES = ['pending', 'quoted', 'accepted', 'declined', 'completed'] as const;
export type CustomRequestStatus = (typeof CUSTOM_REQUEST_STATUSES)[number];

export type RateType = 'flat' | 'weight_based' | 'value_based';

export interface ShippingRate {
  id: string;
  name: string;
  type: RateType;
  baseRate: number;
  weightRate: number;
  maxWeight?: number;
  minValue?: number;
  maxValue?: number;
  estimatedDays: string;
}

export interface ShippingZone {
  id: string;
  name: string;
  /** Lower-case names and codes this zone matches; empty for the catch-all zone. */
  countries: string[];
  freeShippingThreshold: number | null;
  rates: ShippingRate[];
}

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  attachments: File[];
}

export interface Message {
  id: string;
  conversationId: string;
  senderId: string;
  senderName: string;
  senderType: 'customer' | 'admin';
  content: string;
  timestamp: string;
  read: boolean;
}

export interface Conversation {
  id: string;
  customerId: string;
  customerName: string;
  customerEmail: string;
  subject: string;
  status: 'active' | 'closed';
  /** ISO date of the latest message. */
  lastMessage: string;
  unreadCount: number;
  messages: Message[];
  /**
   * When the automatic support reply is due (ISO date, rules §4: 2000 ms after the start). Present until the reply
   * has been added; kept in storage so a reload or another tab delivers it once, on time.
   */
  autoReplyDueAt?: string;
}

export interface AdminSession {
  id: string;
  email: string;
  name: string;
  role: 'admin';
  /** The key derived from the password (hex): only the password gives it (lib/admin/auth.ts). */
  proof: string;
}

export const FAQ_CATEGORIES = [
  'Orders & Shipping',
  'Products & Materials',
  'Custom Orders',
  'Care & Maintenance',
  'Returns & Warranty',
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface FaqEntry {
  category: FaqCategory;
  question: string;
  answer: string;
}

/** Why changes are not being saved in this tab: the browser refuses to store, or what it stored cannot be read. */
export type NotSavedReason = 'refused' | 'unreadable';
