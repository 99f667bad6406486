import type { NotSavedReason } from '@/types/shop';
import { site } from './site';

/** What the shop says, once, when changes are kept in this tab only. */
export const storageNotice: Record<NotSavedReason, string> = {
  refused:
    "Your browser isn't letting us save changes right now (storage is full or turned off). Everything still works, " +
    'but your cart and other changes will be lost when you close this page.',
  unreadable:
    "Some of what this browser saved for our shop couldn't be read, so we've left it exactly as it was. Everything " +
    "still works, but changes you make now aren't being saved and will be lost when you close this page.",
};

const tryAgain = `Free up some space in your browser (for example, clear other sites' data) and try again, or call us at ${site.phone}.`;

/** When something a shopper or the owner would mind losing could not be saved: nothing changed, nothing is lost. */
export const notSaved = {
  order: `We couldn't save your order in this browser, so it has not been placed and nothing was charged. Your cart and everything you typed are still here. ${tryAgain}`,
  review: `We couldn't save your review in this browser. What you wrote is still here. ${tryAgain}`,
  customRequest: `We couldn't save your request in this browser, so it has not been sent. Everything you typed is still here. ${tryAgain}`,
  message: `We couldn't save your message in this browser, so it has not been sent. What you wrote is still here. ${tryAgain}`,
  profile: `We couldn't save your profile in this browser. Your changes are still here. ${tryAgain}`,
  product: `The product could not be saved in this browser, so nothing changed. Your changes are still in the form. Free up some browser storage and try again.`,
  change: `That change could not be saved in this browser, so nothing changed. Free up some browser storage and try again.`,
} as const;
