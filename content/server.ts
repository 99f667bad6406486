// What the shop says when its shared server (a build with a backend) cannot be reached or refuses.
import { site } from './site';

const tryAgain = `Check your connection and try again, or call us at ${site.phone}.`;

const notSaved = `We couldn't reach the shop just now, so nothing was saved. Everything you typed is still here. ${tryAgain}`;

export const serverUnreachable = {
  order: `We couldn't reach the shop just now, so your order has not been placed and nothing was charged. Your cart and everything you typed are still here. ${tryAgain}`,
  request: notSaved,
  message: notSaved,
  review: notSaved,
  signIn: `We couldn't reach the shop just now, so you are not signed in. What you typed is still here. ${tryAgain}`,
  signUp: `We couldn't reach the shop just now, so your account was not made. What you typed is still here. ${tryAgain}`,
  other: notSaved,
} as const;

/** A change sent to the shop whose answer did not come in time: it may have been made. */
export const serverUnanswered = {
  order: `We didn't hear back from the shop in time, so we can't tell whether your order was placed. Your cart and everything you typed are still here. Placing it again unchanged is safe: the shop takes each order once. Changed, it would be a second order, so check your orders or call us at ${site.phone} first.`,
  request: `We didn't hear back from the shop in time, so we can't tell whether your request arrived. Everything you typed is still here, and sending it again is safe: the shop takes each request once. Or call us at ${site.phone}.`,
  message: `We didn't hear back from the shop in time, so we can't tell whether your message arrived. It is still here, and sending it again is safe: the shop takes each message once.`,
  review: `We didn't hear back from the shop in time, so we can't tell whether your review was posted. It is still here, and posting it again is safe: the shop takes each review once.`,
  signIn: `We didn't hear back from the shop in time, so you are not signed in. What you typed is still here: please try again, or call us at ${site.phone}.`,
  signUp: `We didn't hear back from the shop in time, so we can't tell whether your account was made. What you typed is still here: try again, and if it says the email already has an account, sign in with it.`,
  other: `We didn't hear back from the shop in time, so we can't tell whether this was saved. Everything you typed is still here. Please check before sending it again, or call us at ${site.phone}.`,
} as const;

export const serverRefusals = {
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  /**
   * Beside the action that found the session ended. The page's own notice (content/session-ended.ts) says the session
   * ended and offers to sign in; this says only what became of the action, so the two are not read out alike twice.
   */
  sessionExpired: 'That was not saved, because your session has ended.',
  notAllowed: 'You are not allowed to do that. If you think you should be, sign in again.',
  /** The server's rate limits (server/cloud/rate-limits.ts) refused one more request from this connection. */
  tooMany:
    'The shop has had too many requests from your connection in the last few minutes, so nothing was saved. Everything you typed is still here. Please wait a few minutes and try again.',
  /** An earlier attempt of this order reached the shop under another session, so this browser cannot show it. */
  orderUnconfirmed: `This order may already have been placed. Please call us at ${site.phone} before ordering again, so you are not charged twice.`,
  /** An earlier attempt of this review reached the shop, but not under the account signed in now. */
  reviewUnconfirmed: 'This review may already have been posted. Reload the page to see it before posting it again.',
} as const;

/** What the server answers the owner's product changes beyond the form's own messages (lib/catalogue/product-form.ts). */
export const productRefusals = {
  unknownCategory: 'Choose one of the shop’s categories.',
  unknownOption: 'A customisation option is not one the shop can show.',
  belowZero: 'An option may lower the price to $0 at most.',
  ratingCounted: 'A product’s rating is counted from its reviews.',
} as const;
