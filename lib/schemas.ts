// Schemas for what the stores read back from storage. Typed against types/shop.ts so a drift fails the build. Every
// field is bounded (lib/limits.ts): stored data is untrusted, and an entry out of bounds is dropped when read.
import * as z from 'zod/mini';
import { isAllowedImageUrl } from '@/lib/catalogue/image-urls';
import { QUANTITY_LIMITS, TEXT_LIMITS } from './limits';
import {
  CUSTOM_REQUEST_STATUSES,
  CATEGORIES,
  ORDER_STATUSES,
  type Address,
  type CartCustomization,
  type CartItem,
  type Conversation,
  type CustomOrderRequest,
  type CustomizationOption,
  type Message,
  type Order,
  type OrderCustomization,
  type PaymentState,
  type Product,
  type Review,
  type User,
} from '@/types/shop';

// Without this, zod tries `new Function` to speed up parsing, which the shop's Content-Security-Policy forbids.
z.config({ jitless: true });

const bounded = (max: number) => z.string().check(z.maxLength(max));
/** Ids, codes and other short values. */
const text = bounded(TEXT_LIMITS.line);
const name = bounded(TEXT_LIMITS.name);
/** First and last name together, as shown on a review, an order or a message. */
const fullName = bounded(TEXT_LIMITS.name * 2 + 1);
const title = bounded(TEXT_LIMITS.title);
const message = bounded(TEXT_LIMITS.message);
const email = bounded(TEXT_LIMITS.email);
const phone = bounded(TEXT_LIMITS.phone);
const money = z.number().check(z.refine(Number.isFinite), z.gte(0));
/** A signed amount: a customisation may lower the price (rules §9: hook count 3 is -10). */
const adjustment = z.number().check(z.refine(Number.isFinite));
const date = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value))));
const count = (max: number) => z.int().check(z.gte(QUANTITY_LIMITS.min), z.lte(max));
const quantity = count(QUANTITY_LIMITS.max);
const orderedQuantity = count(QUANTITY_LIMITS.placedByVersion1);
const imageUrl = z.string().check(z.refine(isAllowedImageUrl));

export const reviewSchema: z.ZodMiniType<Review> = z.object({
  id: text,
  productId: text,
  userId: text,
  userName: fullName,
  userEmail: email,
  rating: z.int().check(z.gte(1), z.lte(5)),
  title,
  comment: message,
  createdAt: date,
  verified: z.boolean(),
  helpful: z.int().check(z.gte(0)),
});

const optionBase = { id: text, name, required: z.boolean(), description: message };

export const customizationOptionSchema: z.ZodMiniType<CustomizationOption> = z.union([
  z.object({
    ...optionBase,
    type: z.literal('select'),
    choices: z.array(z.object({ id: text, name, priceAdjustment: adjustment })),
  }),
  z.object({
    ...optionBase,
    type: z.literal('text'),
    priceAdjustment: adjustment,
    maxLength: z.optional(z.int().check(z.gte(1), z.lte(TEXT_LIMITS.line))),
    placeholder: z.optional(text),
  }),
  z.object({ ...optionBase, type: z.literal('boolean'), priceAdjustment: adjustment }),
]);

export const productSchema: z.ZodMiniType<Product> = z.object({
  id: text.check(z.minLength(1)),
  name,
  description: bounded(TEXT_LIMITS.adminLongText),
  price: money,
  images: z.array(imageUrl),
  category: z.enum(CATEGORIES),
  inStock: z.boolean(),
  materials: z.array(text),
  dimensions: text,
  weight: text,
  craftingTime: text,
  reviews: z.array(reviewSchema),
  customizationOptions: z.optional(z.array(customizationOptionSchema)),
  averageRating: z.number().check(z.gte(0), z.lte(5)),
  totalReviews: z.int().check(z.gte(0)),
});

export const cartCustomizationSchema: z.ZodMiniType<CartCustomization> = z.object({
  optionId: text,
  optionName: name,
  value: z.union([text, z.boolean()]),
  priceAdjustment: adjustment,
});

export const cartItemSchema: z.ZodMiniType<CartItem> = z.object({
  productId: text.check(z.minLength(1)),
  quantity,
  customizations: z.array(cartCustomizationSchema),
});

const orderCustomizationSchema: z.ZodMiniType<OrderCustomization> = z.object({
  optionId: text,
  optionName: name,
  value: z.union([text, z.boolean()]),
  priceAdjustment: adjustment,
  valueLabel: z.optional(text),
});

const addressParts = { street: text, city: text, state: text, zipCode: phone, country: text };
export const addressSchema: z.ZodMiniType<Address> = z.object(addressParts);

export const userSchema: z.ZodMiniType<User> = z.object({
  id: text.check(z.minLength(1)),
  email,
  firstName: name,
  lastName: name,
  phone,
  address: addressSchema,
});

/**
 * What a shopper's browser may write on their account on the shared server (lib/shop/server-accounts.ts): how they
 * sign in, the profile's fields, and a guest account's mark and contact email. Nothing else, each within its limit,
 * and an address of its five parts only: the account is read back by every page, so it stays small.
 */
export const accountWriteSchema = z.strictObject({
  username: z.optional(email),
  email: z.optional(email),
  password: z.optional(bounded(TEXT_LIMITS.password)),
  firstName: z.optional(name),
  lastName: z.optional(name),
  phone: z.optional(phone),
  address: z.optional(z.strictObject(addressParts)),
  guest: z.optional(z.boolean()),
  contactEmail: z.optional(email),
});

/**
 * An order's online payment and shipment, which only a shared server writes (types/shop.ts Order; docs/payments.md):
 * kept across a reload in a build with a server; the static shop, whose orders have none, carries none of this.
 */
function serverOrderShape() {
  return {
    payment: z.optional(z.enum(['awaiting', 'paid', 'unpaid', 'refunded', 'flagged'] satisfies PaymentState[])),
    paymentProblem: z.optional(message),
    paidAmount: z.optional(money),
    paidCurrency: z.optional(text),
    paidAt: z.optional(date),
    paymentIntentId: z.optional(text),
    refundedAmount: z.optional(money),
    refundedAt: z.optional(date),
    carrier: z.optional(text),
    trackingNumber: z.optional(text),
  };
}
const serverOrderFields = (process.env.NEXT_PUBLIC_PARSE_SERVER_URL ? serverOrderShape() : {}) as ReturnType<typeof serverOrderShape>;

export const orderSchema: z.ZodMiniType<Order> = z.object({
  id: text.check(z.minLength(1)),
  userId: text,
  customerEmail: email,
  customerName: fullName,
  customerPhone: z.optional(phone),
  items: z.array(
    z.object({
      productId: text,
      productName: name,
      image: z.optional(imageUrl),
      unitPrice: money,
      quantity: orderedQuantity,
      customizations: z.array(orderCustomizationSchema),
    }),
  ),
  subtotal: money,
  shipping: money,
  shippingMethod: text,
  tax: money,
  total: money,
  status: z.enum([...ORDER_STATUSES, 'cancelled']),
  createdAt: date,
  shippingAddress: addressSchema,
  cardLast4: z.optional(z.string().check(z.regex(/^\d{4}$/))),
  ...serverOrderFields,
});

export const messageSchema: z.ZodMiniType<Message> = z.object({
  id: text.check(z.minLength(1)),
  conversationId: text,
  senderId: text,
  senderName: fullName,
  senderType: z.enum(['customer', 'admin']),
  content: message,
  timestamp: date,
  read: z.boolean(),
});

export const conversationSchema: z.ZodMiniType<Conversation> = z.object({
  id: text.check(z.minLength(1)),
  customerId: text.check(z.minLength(1)),
  customerName: fullName,
  customerEmail: email,
  subject: title,
  status: z.enum(['active', 'closed']),
  lastMessage: date,
  unreadCount: z.int().check(z.gte(0)),
  messages: z.array(messageSchema),
  autoReplyDueAt: z.optional(date),
});

export const customOrderRequestSchema: z.ZodMiniType<CustomOrderRequest> = z.object({
  id: text.check(z.minLength(1)),
  name,
  email,
  phone,
  projectType: text,
  woodType: text,
  dimensions: text,
  description: message,
  budget: text,
  timeline: text,
  engraving: text,
  inspiration: message,
  quantity: text,
  status: z.enum(CUSTOM_REQUEST_STATUSES),
  createdAt: date,
  estimatedPrice: z.nullable(money),
  estimatedTimeline: z.nullable(text),
});

/** A parser for `keepValid`: the value when it matches, else null. */
export function parserFor<T>(schema: z.ZodMiniType<T>): (value: unknown) => T | null {
  return (value) => {
    const result = schema.safeParse(value);
    return result.success ? result.data : null;
  };
}
