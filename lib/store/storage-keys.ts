// Every localStorage key the shop writes, with the version of the shape it writes there. Small on purpose: /cart's
// pre-paint script and the chat bubble read it without loading any store.
export const STORAGE_KEYS = {
  cart: { key: 'cart', version: 2 },
  catalogue: { key: 'catalogue', version: 2 },
  session: { key: 'session', version: 2 },
  orders: { key: 'orders', version: 2 },
  chat: { key: 'chat', version: 2 },
  admin: { key: 'admin', version: 2 },
  // The shop's rules (§3) fix this key's shape as a plain list of requests, so it carries no version of its own:
  // its entries are read as version 1 and each entry is brought up to date on its own.
  customOrders: { key: 'customOrders', version: 1 },
  helpfulMarks: { key: 'helpfulMarks', version: 2 },
} as const;

export type StoreName = keyof typeof STORAGE_KEYS;

// Beside each store's key, `<key>:unreadable` keeps the entries of its lists that could not be read, as they were
// stored (lib/store/sanitizers.ts setAside), so that a save never erases them. The shop does not read it back.

/** Not a store's: when this browser last sent a contact message, so it can refuse a burst (lib/notifications/send-email.ts). */
export const EMAIL_RATE_LIMIT_KEY = 'emailRateLimit';
/** The owner's notifications waiting to be sent by email (lib/notifications/outbox.ts), with the shape's version. */
export const NOTIFICATION_OUTBOX = { key: 'notificationOutbox', version: 1 } as const;

/**
 * With a shared server: this browser's session on it (the customer's token, or a guest account made for an order
 * or a chat) and the id that counts its helpful marks once. Never holds a password.
 */
export const SERVER_SESSION = { key: 'serverSession', version: 1 } as const;

/**
 * In sessionStorage, not localStorage: the contact details and address typed at checkout, so a reload or a trip to
 * the cart and back keeps them for the rest of the visit and closing the tab forgets them
 * (components/checkout/kept-details.ts). Never any part of the card.
 */
export const CHECKOUT_DETAILS = { key: 'checkoutDetails', version: 1 } as const;

/**
 * In sessionStorage: the shipping country (and the method, once chosen at checkout) the shopper chose in this tab, in
 * the cart, the product page's estimate or at checkout (lib/store/shipping-choice.ts).
 */
export const SHIPPING_CHOICE = { key: 'shippingChoice', version: 1 } as const;

/**
 * In sessionStorage: the order this tab has just placed, from the moment it is stored until its checkout has
 * finished (lib/store/placed-order.ts), so a reload in between finishes it instead of offering to place it again.
 */
export const PLACED_ORDER = { key: 'placedOrder', version: 2 } as const;

/**
 * In sessionStorage, with a shared server only: the account whose session the server ended while this tab was signed
 * in (lib/store/ended-session.ts), so the pages still say so after a reload, until the next sign-in.
 */
export const ENDED_SESSION = { key: 'endedSession', version: 1 } as const;

export type StorageKey = (typeof STORAGE_KEYS)[StoreName]['key'];
