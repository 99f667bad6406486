// What a shopper reads when the cart's line for a piece is full: a line (and so an order line) holds at most
// QUANTITY_LIMITS.max of one piece with the same customisations (lib/orders/cart.ts).
import { QUANTITY_LIMITS } from '@/lib/limits';

export const cartLineCopy = {
  /** Add to Cart, disabled, while the cart's line for the piece is full. */
  full: `${QUANTITY_LIMITS.max} in cart`,
  /**
   * Add to Cart, disabled, in the exported page until its scripts have run: a press then would be lost (issue 84), so
   * the button says it is not ready yet.
   */
  notReady: 'Loading…',
} as const;
