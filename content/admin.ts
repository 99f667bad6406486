// What the admin sign-in says besides the exact texts of docs/shop-rules.md (content/messages.ts).
import type { DraftValues } from '@/lib/catalogue/product-form';
import type { NotificationKind } from '@/lib/notifications/send-email';

export const adminLoginCopy = {
  checking: 'Checking your password… this takes a moment.',
  /** The check needs the browser's Web Crypto, which browsers give only to https:// pages and localhost. */
  cannotCheck:
    "This browser can't check your password on this page: it allows the check only on a secure (https://) address " +
    'or on localhost. Open the admin page that way and try again.',
  notSignedIn: "Couldn't sign in just now. Check your connection and try again.",
  /** This browser kept an owner's sign-in that no longer opens /admin (it ended, or could not be checked just now). */
  signInEnded: 'Your sign-in on this browser has ended, or could not be checked just now. Please sign in again.',
  notConfiguredTitle: 'Admin sign-in is not set up for this site.',
  notConfiguredText:
    'This build was made without an admin credential, so nobody can sign in. On the machine that builds the shop, ' +
    'run `npm start` once (it makes a password for that machine and prints it), or run `npm run admin:hash` and put ' +
    'the lines it prints in .env.local with your email; then build again.',
};

/** The admin frame's bar (components/admin/admin-frame.tsx): rules §2's welcome name and logout. */
export const adminFrameCopy = {
  welcome: 'Welcome,',
  logout: 'Logout',
};

/** The owner's notice about email notifications on /admin (lib/notifications). */
const notificationNames: Record<NotificationKind, string> = { order: 'new orders', customRequest: 'custom requests', conversation: 'new conversations' };

const named = (kinds: readonly NotificationKind[]) => {
  const list = new Intl.ListFormat('en').format(kinds.map((kind) => notificationNames[kind]));
  return list.charAt(0).toUpperCase() + list.slice(1);
};

export const notificationsCopy = {
  offTitle: 'Email notifications are off.',
  someOffTitle: 'Some email notifications are off.',
  missingLabel: 'Not set in this build:',
  offText: (kinds: readonly NotificationKind[]) =>
    `${named(kinds)} are not emailed to you: this build has no EmailJS settings for them (README, Configuration). ` +
    'Without them you see here only what was done in this browser.',
  /** The contact form's messages are only ever emailed: without its settings, none reach the owner. */
  contactOff: 'Messages from the contact form cannot be sent: shoppers who use it are told to write to you directly.',
  waiting: (count: number) =>
    `${count} ${count === 1 ? 'notification is' : 'notifications are'} waiting in this browser to be emailed; they are retried automatically.`,
};

/** The owner's Custom Requests tab. */
export const customRequestsCopy = {
  statusLabels: {
    pending: 'Pending',
    quoted: 'Quoted',
    accepted: 'Accepted',
    declined: 'Declined',
    completed: 'Completed',
  },
  empty: 'No custom requests yet. Requests sent from the Custom Orders page appear here, newest first.',
  noneWithStatus: 'No requests with this status.',
  priceInvalid: 'Enter the estimate in dollars, like 450 or 450.00.',
  timelineMissing: 'Enter the estimated timeline, like 3-4 weeks.',
  timelineTooLong: (max: number) => `Please keep the timeline to ${max} characters or fewer.`,
  quoteFirst: 'Save an estimate (price and timeline) before marking the request quoted.',
  notAllowed: (from: string, to: string) => `This request is ${from.toLowerCase()}: it cannot be marked ${to.toLowerCase()}.`,
  estimateLocked: (status: string) => `This request is ${status.toLowerCase()}: its estimate can no longer change.`,
};

/** The owner's Products tab. */
export const productsCopy = {
  fieldNames: {
    name: 'name',
    description: 'description',
    price: 'price',
    category: 'category',
    inStock: 'stock',
    weight: 'weight',
    dimensions: 'dimensions',
    craftingTime: 'crafting time',
    images: 'image URLs',
    materials: 'materials',
  } satisfies Record<keyof DraftValues, string>,
  changedElsewhere: (name: string, fields: readonly (keyof DraftValues)[]) =>
    `${name} was changed elsewhere while you edited it (its ${new Intl.ListFormat('en').format(fields.map((field) => productsCopy.fieldNames[field]))}), ` +
    'so nothing was saved. The list shows it as it is now; your changes are still in the form. Save again to put them over it.',
  deletedElsewhere: (name: string) => `${name} was deleted elsewhere while you edited it, so its form closed and your changes to it were not saved.`,
};

/** The product form's photo upload (server build): the button, and what it says of a file it refuses. */
export const photoUploadCopy = {
  addPhotos: 'Upload photos',
  hint: 'JPEG, PNG or WebP, 10 MB or less each. Each uploaded photo is added as an image URL below.',
  uploading: (count: number) => `Uploading ${count === 1 ? 'a photo' : `${count} photos`}…`,
  uploaded: (count: number) => `${count === 1 ? 'A photo was' : `${count} photos were`} uploaded and added to the image URLs.`,
  notAnImage: (name: string) => `${name} is not a photo the shop takes: choose a JPEG, PNG or WebP image.`,
  tooLarge: (name: string, megabytes: string) => `${name} is ${megabytes} MB: a photo must be 10 MB or less.`,
  failed: (name: string) => `${name} could not be uploaded. Check the connection and try again; the form keeps what you typed.`,
  ownerOnly: 'Only the shop’s owner may upload or delete photos.',
};
