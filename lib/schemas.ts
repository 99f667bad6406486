// Schemas for what the stores read back from storage. Typed against lib/types so a drift fails the build.
import * as z from 'zod/mini';
import {
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
  type Product,
  type Review,
  type User,
} from './types';

const text = z.string();
const money = z.number().check(z.refine(Number.isFinite));

export const reviewSchema: z.ZodMiniType<Review> = z.object({
  id: text,
  productId: text,
  userId: text,
  userName: text,
  userEmail: text,
  rating: z.number().check(z.gte(1), z.lte(5)),
  title: text,
  comment: text,
  createdAt: text,
  verified: z.boolean(),
  helpful: z.number().check(z.gte(0)),
});

const optionBase = { id: text, name: text, required: z.boolean(), description: text };

export const customizationOptionSchema: z.ZodMiniType<CustomizationOption> = z.union([
  z.object({
    ...optionBase,
    type: z.literal('select'),
    choices: z.array(z.object({ id: text, name: text, priceAdjustment: money })),
  }),
  z.object({
    ...optionBase,
    type: z.literal('text'),
    priceAdjustment: money,
    maxLength: z.optional(z.number()),
    placeholder: z.optional(text),
  }),
  z.object({ ...optionBase, type: z.literal('boolean'), priceAdjustment: money }),
]);

export const productSchema: z.ZodMiniType<Product> = z.object({
  id: text.check(z.minLength(1)),
  name: text,
  description: text,
  price: money.check(z.gte(0)),
  images: z.array(text),
  category: z.enum(CATEGORIES),
  inStock: z.boolean(),
  materials: z.array(text),
  dimensions: text,
  weight: text,
  craftingTime: text,
  reviews: z.array(reviewSchema),
  customizationOptions: z.optional(z.array(customizationOptionSchema)),
  averageRating: z.number().check(z.gte(0), z.lte(5)),
  totalReviews: z.number().check(z.gte(0)),
});

export const cartCustomizationSchema: z.ZodMiniType<CartCustomization> = z.object({
  optionId: text,
  optionName: text,
  value: z.union([text, z.boolean()]),
  priceAdjustment: money,
});

export const cartItemSchema: z.ZodMiniType<CartItem> = z.object({
  productId: text.check(z.minLength(1)),
  quantity: z.int().check(z.gte(1), z.lte(999)),
  customizations: z.array(cartCustomizationSchema),
});

const orderCustomizationSchema: z.ZodMiniType<OrderCustomization> = z.object({
  optionId: text,
  optionName: text,
  value: z.union([text, z.boolean()]),
  priceAdjustment: money,
  valueLabel: z.optional(text),
});

export const addressSchema: z.ZodMiniType<Address> = z.object({
  street: text,
  city: text,
  state: text,
  zipCode: text,
  country: text,
});

export const userSchema: z.ZodMiniType<User> = z.object({
  id: text.check(z.minLength(1)),
  email: text,
  firstName: text,
  lastName: text,
  phone: text,
  address: addressSchema,
});

export const orderSchema: z.ZodMiniType<Order> = z.object({
  id: text.check(z.minLength(1)),
  userId: text,
  customerEmail: text,
  customerName: text,
  items: z.array(
    z.object({
      productId: text,
      productName: text,
      image: z.optional(text),
      unitPrice: money,
      quantity: z.int().check(z.gte(1)),
      customizations: z.array(orderCustomizationSchema),
    }),
  ),
  subtotal: money,
  shipping: money,
  shippingMethod: text,
  tax: money,
  total: money,
  status: z.enum([...ORDER_STATUSES, 'cancelled']),
  createdAt: text,
  shippingAddress: addressSchema,
  cardLast4: z.optional(text),
});

export const messageSchema: z.ZodMiniType<Message> = z.object({
  id: text.check(z.minLength(1)),
  conversationId: text,
  senderId: text,
  senderName: text,
  senderType: z.enum(['customer', 'admin']),
  content: text,
  timestamp: text,
  read: z.boolean(),
});

export const conversationSchema: z.ZodMiniType<Conversation> = z.object({
  id: text.check(z.minLength(1)),
  customerId: text.check(z.minLength(1)),
  customerName: text,
  customerEmail: text,
  subject: text,
  status: z.enum(['active', 'closed']),
  lastMessage: text,
  unreadCount: z.int().check(z.gte(0)),
  messages: z.array(messageSchema),
  autoReplyDueAt: z.optional(text),
});

export const customOrderRequestSchema: z.ZodMiniType<CustomOrderRequest> = z.object({
  id: text.check(z.minLength(1)),
  name: text,
  email: text,
  phone: text,
  projectType: text,
  woodType: text,
  dimensions: text,
  description: text,
  budget: text,
  timeline: text,
  engraving: text,
  inspiration: text,
  quantity: text,
  status: z.literal('pending'),
  createdAt: text,
  estimatedPrice: z.null(),
  estimatedTimeline: z.null(),
});

/** A parser for `keepValid`: the value when it matches, else null. */
export function parserFor<T>(schema: z.ZodMiniType<T>): (value: unknown) => T | null {
  return (value) => {
    const result = schema.safeParse(value);
    return result.success ? result.data : null;
  };
}
