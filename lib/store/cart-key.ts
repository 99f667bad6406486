// The storage key of the cart: the store and /cart's pre-paint script (lib/cart-prepaint.ts) both read it.
export const CART_STORAGE_KEY = 'cart';
