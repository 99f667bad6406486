// What the shop says once the shared server ended the customer's session and this browser signed them out: on its
// own, so that the pages telling them carry these words and not all of the server's (content/server.ts).
export const sessionEndedCopy = {
  message: 'Your session has ended. Please sign in again.',
  signIn: 'Sign in',
  /** At checkout, where Place order would now order as a guest. */
  checkoutNote: 'Your cart and everything you typed are still here. Placing the order without signing in places it as a guest.',
} as const;
