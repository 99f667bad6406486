// What a shopper reads when the cart's line for a piece is full: a line (and so an order line) holds at most
// QUANTITY_LIMITS.max of one piece with the same customisations (lib/cart.ts).
export const cartLineCopy = {
  /** Add to Cart, disabled, while the cart's line for the piece is full. */
  full: (max: number) => `${max} in cart`,
} as const;
