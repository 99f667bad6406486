// Checkout form rules: the required fields of rules §5 and the formats the rules leave open (card number 13-19
// digits passing the Luhn check, expiry MM/YY not in the past, CVV 3 or 4 digits, email syntax, ZIP or postal
// code shaped for the country). Pure functions; "now" is passed in so tests can fix the date.
import {
  CHECKOUT_COUNTRIES,
  DEFAULT_CHECKOUT_COUNTRY,
  checkoutErrors,
  regionsByCountry,
  type CheckoutCountry,
} from '@/content/checkout';
import { isValidEmail } from '@/lib/util/email-address';
import { findZone } from '@/lib/pricing/shipping';
import type { Address, User } from '@/types/shop';
import { TEXT_LIMITS, overLongFields } from '@/lib/limits';

export interface CheckoutForm {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  /** A state or province code from content/checkout.ts (e.g. "MT", "AB"). */
  state: string;
  zipCode: string;
  country: string;
  cardName: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
}

export type CheckoutField = keyof CheckoutForm;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** The order fields appear in on the page: the first error in this order gets the focus. */
export const CHECKOUT_FIELD_ORDER: readonly CheckoutField[] = [
  'email',
  'phone',
  'firstName',
  'lastName',
  'country',
  'street',
  'city',
  'state',
  'zipCode',
  'cardName',
  'cardNumber',
  'expiry',
  'cvv',
];

export function isCheckoutCountry(value: unknown): value is CheckoutCountry {
  return (CHECKOUT_COUNTRIES as readonly unknown[]).includes(value);
}

/** "US", "usa", "United States" → United States; "CA", "canada" → Canada; anything else → null. */
export function checkoutCountryOf(text: string): CheckoutCountry | null {
  if (text.trim() === '') return null;
  const zone = findZone(text).id;
  if (zone === 'united-states') return 'United States';
  if (zone === 'canada') return 'Canada';
  return null;
}

/** The region code for a code or name typed anywhere else (a profile), or '' when the country has no such region. */
export function regionCodeFor(country: CheckoutCountry, text: string): string {
  const key = text.trim().toLowerCase();
  const region = regionsByCountry[country].find((r) => r.code.toLowerCase() === key || r.name.toLowerCase() === key);
  return region?.code ?? '';
}

export function emptyCheckoutForm(): CheckoutForm {
  return {
    email: '',
    phone: '',
    firstName: '',
    lastName: '',
    street: '',
    city: '',
    state: '',
    zipCode: '',
    country: DEFAULT_CHECKOUT_COUNTRY,
    cardName: '',
    cardNumber: '',
    expiry: '',
    cvv: '',
  };
}

/** The form pre-filled from the signed-in user's profile and address (payment is never pre-filled). */
export function checkoutFormFor(user: User | null): CheckoutForm {
  const form = emptyCheckoutForm();
  if (!user) return form;
  const profileCountry = checkoutCountryOf(user.address.country);
  const country = profileCountry ?? DEFAULT_CHECKOUT_COUNTRY;
  const knownCountry = profileCountry !== null;
  return {
    ...form,
    email: user.email,
    phone: user.phone,
    firstName: user.firstName,
    lastName: user.lastName,
    country,
    // An address in a country we do not ship to would be wrong here: only its parts that still fit are kept.
    street: knownCountry ? user.address.street : '',
    city: knownCountry ? user.address.city : '',
    state: knownCountry ? regionCodeFor(country, user.address.state) : '',
    zipCode: knownCountry ? user.address.zipCode : '',
  };
}

/**
 * What of the form is kept for the rest of the visit (components/checkout/kept-details.ts): the contact details and
 * the address. The payment section (name on card, card number, expiry, security code) is never kept anywhere.
 */
export const KEPT_CHECKOUT_FIELDS = [
  'email',
  'phone',
  'firstName',
  'lastName',
  'country',
  'street',
  'city',
  'state',
  'zipCode',
] as const satisfies readonly CheckoutField[];

export type KeptCheckoutField = (typeof KEPT_CHECKOUT_FIELDS)[number];
export type KeptCheckoutDetails = Pick<CheckoutForm, KeptCheckoutField>;

/** The part of the form that may be kept: never any of the payment section. */
export function keptDetailsOf(form: CheckoutForm): KeptCheckoutDetails {
  const kept = {} as KeptCheckoutDetails;
  for (const field of KEPT_CHECKOUT_FIELDS) kept[field] = form[field];
  return kept;
}

/**
 * The form with the details kept from earlier in the visit over it (what was typed wins over the profile), and a
 * state or province only when it belongs to the country shown.
 */
export function withKeptDetails(form: CheckoutForm, kept: Partial<KeptCheckoutDetails>): CheckoutForm {
  const next = { ...form };
  for (const field of KEPT_CHECKOUT_FIELDS) {
    const value = kept[field];
    if (typeof value === 'string') next[field] = value;
  }
  if (!isCheckoutCountry(next.country)) next.country = DEFAULT_CHECKOUT_COUNTRY;
  const country = next.country as CheckoutCountry;
  if (!regionsByCountry[country].some((region) => region.code === next.state)) next.state = '';
  return next;
}

/**
 * The kept details with the shipping country the shopper chose in this visit (in the cart, a product's estimate or
 * here: lib/store/shipping-choice.ts) over theirs, when checkout ships there: the latest choice wins, so checkout
 * opens on the country, and the total, the cart showed. Any other country ("Other") leaves them as they are.
 */
export function withChosenCountry(kept: Partial<KeptCheckoutDetails>, chosen: string | null): Partial<KeptCheckoutDetails> {
  return isCheckoutCountry(chosen) ? { ...kept, country: chosen } : kept;
}

const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
const US_ZIP = /^\d{5}(-\d{4})?$/;
// Canada Post: no D, F, I, O, Q or U anywhere; no W or Z as the first letter.
const CA_POSTAL = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;
const EXPIRY = /^(\d{2})\s*\/?\s*(\d{2})$/;

/** A phone number of 7 to 15 digits, with the spaces, dashes, dots, brackets and leading + people type. */
export function isValidPhone(text: string): boolean {
  const digits = text.replace(/\D/g, '').length;
  return PHONE_CHARACTERS.test(text.trim()) && digits >= 7 && digits <= 15;
}

/** The card number without the spaces or dashes people type between groups. */
export function cardDigits(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check every payment card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "04/29" (or "0429", "04 / 29") → April 2029; null when it is not a month and a two-digit year. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = EXPIRY.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is good through the last day of its expiry month. */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  return expiry.year * 12 + expiry.month < now.getFullYear() * 12 + (now.getMonth() + 1);
}

export function isValidPostalCode(country: CheckoutCountry, text: string): boolean {
  return (country === 'Canada' ? CA_POSTAL : US_ZIP).test(text.trim());
}

/** "t9v0w8" → "T9V 0W8"; a US ZIP is only trimmed. */
export function normalizePostalCode(country: string, text: string): string {
  const trimmed = text.trim();
  if (country !== 'Canada' || !CA_POSTAL.test(trimmed)) return trimmed;
  const compact = trimmed.replace(/\s/g, '').toUpperCase();
  return `${compact.slice(0, 3)} ${compact.slice(3)}`;
}

function blank(text: string): boolean {
  return text.trim() === '';
}

const CHECKOUT_LIMITS: Partial<Record<CheckoutField, number>> = {
  email: TEXT_LIMITS.email,
  phone: TEXT_LIMITS.phone,
  firstName: TEXT_LIMITS.name,
  lastName: TEXT_LIMITS.name,
  street: TEXT_LIMITS.line,
  city: TEXT_LIMITS.line,
  zipCode: TEXT_LIMITS.phone,
  cardName: TEXT_LIMITS.name,
};

/** The message for one field, or undefined when it is fine. */
export function validateField(field: CheckoutField, form: CheckoutForm, now: Date): string | undefined {
  const value = form[field];
  const long = overLongFields(form, CHECKOUT_LIMITS)[field];
  if (long) return long;
  const country = isCheckoutCountry(form.country) ? form.country : null;
  switch (field) {
    case 'email':
      if (blank(value)) return checkoutErrors.email.required;
      return isValidEmail(value) ? undefined : checkoutErrors.email.invalid;
    case 'phone':
      return blank(value) || isValidPhone(value) ? undefined : checkoutErrors.phone.invalid;
    case 'firstName':
    case 'lastName':
    case 'street':
    case 'city':
    case 'cardName':
      return blank(value) ? checkoutErrors[field].required : undefined;
    case 'country':
      return country ? undefined : checkoutErrors.country.invalid;
    case 'state':
      if (!country) return undefined;
      return regionsByCountry[country].some((r) => r.code === value) ? undefined : checkoutErrors.state[country].required;
    case 'zipCode':
      if (!country) return undefined;
      if (blank(value)) return checkoutErrors.zipCode[country].required;
      return isValidPostalCode(country, value) ? undefined : checkoutErrors.zipCode[country].invalid;
    case 'cardNumber': {
      if (blank(value)) return checkoutErrors.cardNumber.required;
      const digits = cardDigits(value.trim());
      if (!/^\d+$/.test(digits)) return checkoutErrors.cardNumber.invalid;
      if (digits.length < 13 || digits.length > 19) return checkoutErrors.cardNumber.length;
      return luhnValid(digits) ? undefined : checkoutErrors.cardNumber.invalid;
    }
    case 'expiry': {
      if (blank(value)) return checkoutErrors.expiry.required;
      const expiry = parseExpiry(value);
      if (!expiry) return checkoutErrors.expiry.invalid;
      return isExpired(expiry, now) ? checkoutErrors.expiry.past : undefined;
    }
    case 'cvv':
      if (blank(value)) return checkoutErrors.cvv.required;
      return /^\d{3,4}$/.test(value.trim()) ? undefined : checkoutErrors.cvv.invalid;
  }
}

/** Every problem with the form, in page order; {} when the order can be placed. */
export function validateCheckout(form: CheckoutForm, now: Date): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const field of CHECKOUT_FIELD_ORDER) {
    const message = validateField(field, form, now);
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * Every problem with the form's contact details and address, in page order: a checkout paid on Stripe's page
 * (docs/payments.md) has no card fields, the card being typed on Stripe's page.
 */
export function validateWithoutCard(form: CheckoutForm, now: Date): CheckoutErrors {
  const card: readonly CheckoutField[] = ['cardName', 'cardNumber', 'expiry', 'cvv'];
  const errors: CheckoutErrors = {};
  for (const field of CHECKOUT_FIELD_ORDER) {
    if (card.includes(field)) continue;
    const message = validateField(field, form, now);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The shipping address as it is stored on the order, trimmed and with a tidy postal code. */
export function shippingAddressOf(form: CheckoutForm): Address {
  return {
    street: form.street.trim(),
    city: form.city.trim(),
    state: form.state,
    zipCode: normalizePostalCode(form.country, form.zipCode),
    country: form.country,
  };
}

/** The last four digits of the card: the only part of it that is ever kept. */
export function cardLast4(cardNumber: string): string {
  return cardDigits(cardNumber).slice(-4);
}

/** The customer's details as checkout gives them: trimmed names, email and phone, and the address shipped to. */
export function shopperDetailsOf(form: CheckoutForm): Omit<User, 'id'> {
  return {
    email: form.email.trim(),
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    phone: form.phone.trim(),
    address: shippingAddressOf(form),
  };
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const ADDRESS_PARTS = ['street', 'city', 'state', 'zipCode', 'country'] as const;

export function sameAddress(a: Address, b: Address): boolean {
  return ADDRESS_PARTS.every((part) => sameText(a[part], b[part]));
}

/**
 * What a signed-in customer's order changes on their profile, as a guest's order makes the guest's account: null
 * when nothing. A name or phone the profile lacks is filled in; one it has is left alone (an order may be a gift
 * under someone else's name). The address shipped to becomes the profile's when the profile has none, or when the
 * one it has came from checkout (it is where an earlier order of theirs went), so the address they shipped to last
 * is offered next time; an address the customer typed in the profile editor and never shipped to is theirs to change.
 */
export function profileChangesAfterOrder(
  user: User,
  details: Omit<User, 'id'>,
  shippedTo: readonly Address[],
): Partial<Omit<User, 'id'>> | null {
  const changes: Partial<Omit<User, 'id'>> = {};
  for (const field of ['firstName', 'lastName', 'phone'] as const) {
    if (blank(user[field]) && !blank(details[field])) changes[field] = details[field];
  }
  const current = user.address;
  const hasNone = ADDRESS_PARTS.filter((part) => part !== 'country').every((part) => blank(current[part]));
  const fromCheckout = shippedTo.some((address) => sameAddress(address, current));
  if ((hasNone || fromCheckout) && !sameAddress(current, details.address)) changes.address = { ...details.address };
  return Object.keys(changes).length > 0 ? changes : null;
}
