// Accounts and orders for seeding localStorage (keys 'session' and 'orders', zustand's envelope; see
// lib/store/session.ts, lib/store/orders.ts and lib/schemas.ts).
import { seedProducts } from '@/content/products';
import type { Order, OrderStatus, User } from '@/types/shop';

export const ada: User = {
  id: 'user_1760000000000_abc123',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '780 555 0100',
  address: { street: '12 Birch Ave', city: 'Lloydminster', state: 'AB', zipCode: 'T9V 0W8', country: 'Canada' },
};

/** Signed in as `user`, with these accounts known in the browser (the user among them). */
export const sessionStorageFor = (user: User | null, accounts: User[] = user ? [user] : []) => ({
  session: { state: { user, accounts }, version: 1 },
});

export const ordersStorage = (orders: Order[]) => ({ orders: { state: { orders }, version: 1 } });

const board = seedProducts.find((p) => p.id === '1')!;
const stand = seedProducts.find((p) => p.id === '2')!;

const DAY = 86_400_000;

/** An order of `user` placed `daysAgo` days ago: one cherry board with engraving, and a phone stand. */
export function orderOf(user: User, daysAgo: number, status: OrderStatus): Order {
  const placed = Date.now() - daysAgo * DAY;
  return {
    id: String(placed),
    userId: user.id,
    customerEmail: user.email,
    customerName: `${user.firstName} ${user.lastName}`,
    items: [
      {
        productId: board.id,
        productName: board.name,
        unitPrice: 115,
        quantity: 2,
        customizations: [
          { optionId: 'wood-type', optionName: 'Wood Type', value: 'cherry', priceAdjustment: 25, valueLabel: 'Black cherry' },
          { optionId: 'engraving', optionName: 'Custom Engraving', value: 'The Lovelaces', priceAdjustment: 25 },
        ],
      },
      { productId: stand.id, productName: stand.name, unitPrice: stand.price, quantity: 1, customizations: [] },
    ],
    subtotal: 230 + stand.price,
    shipping: 0,
    shippingMethod: 'Standard',
    tax: 20,
    total: 250 + stand.price,
    status,
    createdAt: new Date(placed).toISOString(),
    shippingAddress: ada.address,
  };
}
