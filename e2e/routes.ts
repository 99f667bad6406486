// Every route of rules §2, with the stored state that shows it as a user would normally see it.
import { adminStorage } from './admin-credential';
import { cartStorage, customisedBoard } from './cart-data';


export const signedInUser = {
  id: 'user_ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '780-555-0100',
  address: { street: '12 Main Street', city: 'Lloydminster', state: 'AB', zipCode: 'T9V 0W8', country: 'Canada' },
};

export const storedOrder = {
  id: '1750000000000',
  userId: signedInUser.id,
  customerEmail: signedInUser.email,
  customerName: 'Ada Lovelace',
  items: [{ productId: '4', productName: 'Walnut Serving Tray', unitPrice: 68, quantity: 1, customizations: [] }],
  subtotal: 68,
  shipping: 15,
  shippingMethod: 'Standard',
  tax: 5.44,
  total: 88.44,
  status: 'processing',
  createdAt: '2025-06-15T16:00:00.000Z',
  shippingAddress: signedInUser.address,
};

export const signedIn = {
  session: { state: { user: signedInUser, accounts: [signedInUser] }, version: 1 },
  orders: { state: { orders: [storedOrder] }, version: 1 },
};
export const asAdmin = adminStorage;
export const withCart = cartStorage([customisedBoard(1)]);

export interface RouteCase {
  path: string;
  /** localStorage entries (JSON values) that make the route show its real content. */
  storage?: Record<string, unknown>;
  /** Public pages are indexed; private ones are not held to SEO checks. */
  private?: boolean;
}

export const routes: RouteCase[] = [
  { path: '/' },
  { path: '/products' },
  { path: '/product/1' },
  { path: '/cart', storage: withCart, private: true },
  { path: '/checkout', storage: withCart, private: true },
  { path: `/order-confirmation?id=${storedOrder.id}`, storage: signedIn, private: true },
  { path: '/login', private: true },
  { path: '/reset-password', private: true },
  { path: '/dashboard', storage: signedIn, private: true },
  { path: '/orders?tab=orders', storage: signedIn, private: true },
  { path: '/profile/edit', storage: signedIn, private: true },
  { path: '/about' },
  { path: '/contact' },
  { path: '/custom' },
  { path: '/shipping' },
  { path: '/faq' },
  { path: '/returns' },
  { path: '/warranty' },
  { path: '/care' },
  { path: '/support' },
  { path: '/privacy' },
  { path: '/terms' },
  { path: '/admin/login', private: true },
  { path: '/admin', storage: asAdmin, private: true },
];

/** Every key the stores persist under. */
export const storeKeys = ['cart', 'catalogue', 'orders', 'session', 'chat', 'admin', 'customOrders', 'helpfulMarks'];
