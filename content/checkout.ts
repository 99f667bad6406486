// Words and lists for the cart and checkout: the countries each offers, the states and provinces, field labels
// and the messages a shopper sees when a field needs fixing. The rules that use them live in lib/orders/checkout.ts.

/** Checkout ships to these two (rules §5); the first is the default (rules §9). */
export const CHECKOUT_COUNTRIES = ['United States', 'Canada'] as const;
export type CheckoutCountry = (typeof CHECKOUT_COUNTRIES)[number];
export const DEFAULT_CHECKOUT_COUNTRY: CheckoutCountry = 'United States';

/**
 * The cart's shipping estimate: Canada by default (rules §9), the United States, or any other country (the
 * international rate), like the product page's estimate.
 */
export const CART_COUNTRIES = [
  { value: 'Canada', label: 'Canada' },
  { value: 'United States', label: 'United States' },
  { value: 'Other', label: 'Other country' },
] as const;
export const DEFAULT_CART_COUNTRY = 'Canada';

export interface Region {
  code: string;
  name: string;
}

export const US_STATES: Region[] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'],
  ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'],
  ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'],
  ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'],
  ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'],
  ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'],
  ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'],
  ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
].map(([code, name]) => ({ code, name }));

export const CANADIAN_PROVINCES: Region[] = [
  ['AB', 'Alberta'], ['BC', 'British Columbia'], ['MB', 'Manitoba'], ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'], ['NT', 'Northwest Territories'], ['NS', 'Nova Scotia'], ['NU', 'Nunavut'],
  ['ON', 'Ontario'], ['PE', 'Prince Edward Island'], ['QC', 'Quebec'], ['SK', 'Saskatchewan'], ['YT', 'Yukon'],
].map(([code, name]) => ({ code, name }));

export const regionsByCountry: Record<CheckoutCountry, Region[]> = {
  'United States': US_STATES,
  Canada: CANADIAN_PROVINCES,
};

/** The address words that change with the country. */
export const addressWords: Record<CheckoutCountry, { region: string; postal: string; postalHint: string }> = {
  'United States': { region: 'State', postal: 'ZIP code', postalHint: 'For example 59801 or 59801-1234' },
  Canada: { region: 'Province or territory', postal: 'Postal code', postalHint: 'For example T9V 0W8' },
};

export const checkoutLabels = {
  email: 'Email address',
  phone: 'Phone (optional)',
  firstName: 'First name',
  lastName: 'Last name',
  street: 'Street address',
  city: 'City',
  country: 'Country',
  cardName: 'Name on card',
  cardNumber: 'Card number',
  expiry: 'Expiry date (MM/YY)',
  cvv: 'Security code (CVV)',
} as const;

/** What a field shows before anything is chosen or typed in it. */
export const checkoutPlaceholders = {
  state: 'Choose…',
  expiry: 'MM/YY',
} as const;

/** The checkout form's headings: its three sections and the order summary beside them. */
export const checkoutHeadings = {
  contact: 'Contact details',
  shipping: 'Shipping address',
  payment: 'Payment',
  summary: 'Order summary',
} as const;

export const checkoutErrors = {
  email: { required: 'Enter your email address', invalid: 'Enter an email address like name@example.com' },
  phone: { invalid: 'Enter a phone number of 7 to 15 digits, or leave it blank' },
  firstName: { required: 'Enter your first name' },
  lastName: { required: 'Enter your last name' },
  street: { required: 'Enter your street address' },
  city: { required: 'Enter your city' },
  state: {
    'United States': { required: 'Choose your state' },
    Canada: { required: 'Choose your province or territory' },
  },
  zipCode: {
    'United States': { required: 'Enter your ZIP code', invalid: 'Enter a ZIP code like 59801 or 59801-1234' },
    Canada: { required: 'Enter your postal code', invalid: 'Enter a postal code like T9V 0W8' },
  },
  country: { invalid: 'Choose United States or Canada' },
  cardName: { required: 'Enter the name on your card' },
  cardNumber: {
    required: 'Enter your card number',
    length: 'A card number has 13 to 19 digits',
    invalid: 'This card number is not valid: check it for typing errors',
  },
  expiry: {
    required: 'Enter the expiry date',
    invalid: 'Enter the expiry date as MM/YY, for example 04/29',
    past: 'This card has expired',
  },
  cvv: { required: 'Enter the security code', invalid: 'The security code is the 3 or 4 digits on your card' },
} as const;

export const checkoutCopy = {
  /** The form's accessible name. */
  formName: 'Checkout',
  paymentNote:
    'Your card is not charged on this site. Your card number and security code are never saved: only the last four digits are kept with your order.',
  errorSummary: (count: number) =>
    `Please fix ${count === 1 ? 'the problem' : `these ${count} problems`} before placing your order:`,
  unavailableBlocked:
    'Some items in your cart are no longer available. Remove them from your cart before placing your order.',
  noShipping:
    'We cannot ship this order with our standard rates (it is over our weight limit). Please contact us and we will arrange delivery.',
  placeOrder: 'Place order',
  placingOrder: 'Placing order…',
  goToCart: 'Go to your cart',
  backToCart: 'Back to cart',
  orderedInAnotherTab: 'This cart was just ordered in another tab, so nothing more was ordered here.',
  cartChangedInAnotherTab:
    'Your cart changed in another tab while this order was being placed, so it was not placed. Check the order summary and place it again.',
};

/** How a shipping zone reads inside a sentence ("ships free to the United States"). */
export function zoneInSentence(zone: { id: string; name: string }): string {
  return zone.id === 'united-states' ? 'the United States' : zone.name;
}
