import { describe, expect, it } from 'vitest';
import { checkoutErrors } from '@/content/checkout';
import {
  CHECKOUT_FIELD_ORDER,
  cardLast4,
  checkoutCountryOf,
  checkoutFormFor,
  emptyCheckoutForm,
  isExpired,
  keptDetailsOf,
  profileChangesAfterOrder,
  shopperDetailsOf,
  withChosenCountry,
  withKeptDetails,
  luhnValid,
  normalizePostalCode,
  parseExpiry,
  shippingAddressOf,
  validateCheckout,
  validateField,
  validateWithoutCard,
  type CheckoutForm,
} from './checkout';
import type { User } from '@/types/shop';

// 15 June 2026: cards expiring 06/26 are still good, 05/26 are not.
const now = new Date(2026, 5, 15);

const valid: CheckoutForm = {
  email: 'ada@example.com',
  phone: '',
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: '12 Main Street',
  city: 'Missoula',
  state: 'MT',
  zipCode: '59801',
  country: 'United States',
  cardName: 'Ada Lovelace',
  cardNumber: '4242 4242 4242 4242',
  expiry: '04/29',
  cvv: '123',
};

const errorFor = (changes: Partial<CheckoutForm>, field: keyof CheckoutForm) =>
  validateField(field, { ...valid, ...changes }, now);

describe('required fields (rules §5)', () => {
  it('accepts a complete form', () => {
    expect(validateCheckout(valid, now)).toEqual({});
  });

  it('reports every required field of an empty form, in page order, and not the optional phone', () => {
    const errors = validateCheckout(emptyCheckoutForm(), now);
    expect(Object.keys(errors)).toEqual([
      'email',
      'firstName',
      'lastName',
      'street',
      'city',
      'state',
      'zipCode',
      'cardName',
      'cardNumber',
      'expiry',
      'cvv',
    ]);
    expect(Object.keys(errors).every((field) => CHECKOUT_FIELD_ORDER.includes(field as keyof CheckoutForm))).toBe(true);
  });

  it.each(['email', 'firstName', 'lastName', 'street', 'city', 'cardName', 'cardNumber', 'expiry', 'cvv'] as const)(
    '%s made of spaces is missing',
    (field) => {
      expect(errorFor({ [field]: '   ' }, field)).toBe(checkoutErrors[field].required);
    },
  );

  it('defaults the country to United States (rules §9)', () => {
    expect(emptyCheckoutForm().country).toBe('United States');
  });

  it.each([
    ['United States', undefined],
    ['Canada', undefined],
    ['Mexico', checkoutErrors.country.invalid],
    ['', checkoutErrors.country.invalid],
  ])('country %j → %j', (country, message) => {
    expect(errorFor({ country, state: 'AB', zipCode: 'T9V 0W8' }, 'country')).toBe(message);
  });
});

describe('email and phone', () => {
  it.each([
    ['ada@example.com', true],
    [' ada.lovelace+shop@mail.example.ca ', true],
    ['ada@example', false],
    ['ada example.com', false],
    ['@example.com', false],
    ['ada@.com', false],
    ['ada@@example.com', false],
  ])('email %j valid: %s', (email, ok) => {
    expect(errorFor({ email }, 'email')).toBe(ok ? undefined : checkoutErrors.email.invalid);
  });

  it.each([
    ['', true],
    ['(780) 555-0142', true],
    ['+1 780 555 0142', true],
    ['555-0142', true],
    ['12345', false],
    ['call me', false],
    ['1234567890123456', false],
  ])('phone %j valid: %s', (phone, ok) => {
    expect(errorFor({ phone }, 'phone')).toBe(ok ? undefined : checkoutErrors.phone.invalid);
  });
});

describe('state or province, ZIP or postal code, by country', () => {
  it.each([
    ['United States', 'MT', undefined],
    ['United States', 'AB', checkoutErrors.state['United States'].required],
    ['United States', '', checkoutErrors.state['United States'].required],
    ['Canada', 'AB', undefined],
    ['Canada', 'SK', undefined],
    ['Canada', 'MT', checkoutErrors.state.Canada.required],
  ])('%s with state %j → %j', (country, state, message) => {
    expect(errorFor({ country, state }, 'state')).toBe(message);
  });

  it.each([
    ['United States', '59801', true],
    ['United States', '59801-1234', true],
    ['United States', ' 59801 ', true],
    ['United States', '5980', false],
    ['United States', '59801-12', false],
    ['United States', 'T9V 0W8', false],
    ['Canada', 'T9V 0W8', true],
    ['Canada', 't9v0w8', true],
    ['Canada', 'S9V 1A1', true],
    ['Canada', 'T9V-0W8', false],
    ['Canada', 'D9V 0W8', false], // D is never used
    ['Canada', 'W9V 0W8', false], // W never starts a code
    ['Canada', 'T9V 0O8', false], // O is never used
    ['Canada', '59801', false],
  ])('%s postal code %j valid: %s', (country, zipCode, ok) => {
    const message = errorFor({ country, zipCode }, 'zipCode');
    const words = checkoutErrors.zipCode[country as 'Canada' | 'United States'];
    expect(message).toBe(ok ? undefined : words.invalid);
  });

  it('asks for the postal code by its Canadian name', () => {
    expect(errorFor({ country: 'Canada', zipCode: '' }, 'zipCode')).toBe('Enter your postal code');
    expect(errorFor({ zipCode: '' }, 'zipCode')).toBe('Enter your ZIP code');
  });

  it('tidies a Canadian postal code and leaves a ZIP as typed', () => {
    expect(normalizePostalCode('Canada', ' t9v0w8 ')).toBe('T9V 0W8');
    expect(normalizePostalCode('United States', ' 59801-1234 ')).toBe('59801-1234');
  });
});

describe('card number: 13 to 19 digits passing the Luhn check', () => {
  it.each([
    ['4242424242424242', true], // Visa test number
    ['4242 4242 4242 4242', true],
    ['4242-4242-4242-4242', true],
    ['5555555555554444', true], // Mastercard
    ['378282246310005', true], // Amex, 15 digits
    ['4222222222222', true], // 13 digits
    ['6011000990139424', true], // Discover
    ['4242424242424241', false], // last digit off by one
    ['4242424242424224', false], // two digits swapped
    ['0000000000000', true], // passes Luhn, 13 digits
  ])('luhnValid(%j) = %s', (number, ok) => {
    expect(luhnValid(number.replace(/[\s-]/g, ''))).toBe(ok);
  });

  it('luhnValid refuses anything but digits', () => {
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('4242x4242')).toBe(false);
  });

  it.each([
    ['4242424242424242', undefined],
    ['424242424242', checkoutErrors.cardNumber.length], // 12 digits
    ['4'.repeat(19) + '0', checkoutErrors.cardNumber.length], // 20 digits
    ['4242424242424241', checkoutErrors.cardNumber.invalid],
    ['4242 4242 abcd 4242', checkoutErrors.cardNumber.invalid],
  ])('card number %j → %j', (cardNumber, message) => {
    expect(errorFor({ cardNumber }, 'cardNumber')).toBe(message);
  });

  it('accepts a valid 19-digit number', () => {
    expect(errorFor({ cardNumber: '6011000000000000001' }, 'cardNumber')).toBeUndefined();
  });
});

describe('expiry MM/YY, not in the past', () => {
  it.each([
    ['04/29', { month: 4, year: 2029 }],
    ['0429', { month: 4, year: 2029 }],
    [' 12 / 30 ', { month: 12, year: 2030 }],
    ['13/29', null],
    ['00/29', null],
    ['4/29', null],
    ['04/2029', null],
    ['april', null],
  ])('parseExpiry(%j) = %j', (text, parsed) => {
    expect(parseExpiry(text)).toEqual(parsed);
  });

  it.each([
    ['06/26', undefined], // this month: good to the end of it
    ['07/26', undefined],
    ['01/27', undefined],
    ['05/26', checkoutErrors.expiry.past],
    ['12/25', checkoutErrors.expiry.past],
    ['13/27', checkoutErrors.expiry.invalid],
  ])('on 15 June 2026, expiry %j → %j', (expiry, message) => {
    expect(errorFor({ expiry }, 'expiry')).toBe(message);
  });

  it('is good through the last day of the month and expired on the first of the next', () => {
    expect(isExpired({ month: 6, year: 2026 }, new Date(2026, 5, 30, 23, 59))).toBe(false);
    expect(isExpired({ month: 6, year: 2026 }, new Date(2026, 6, 1, 0, 0))).toBe(true);
  });
});

describe('CVV: 3 or 4 digits', () => {
  it.each([
    ['123', true],
    ['1234', true],
    ['12', false],
    ['12345', false],
    ['12a', false],
  ])('%j valid: %s', (cvv, ok) => {
    expect(errorFor({ cvv }, 'cvv')).toBe(ok ? undefined : checkoutErrors.cvv.invalid);
  });
});

describe('pre-filling from the signed-in user', () => {
  const user: User = {
    id: 'u-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '780 555 0142',
    address: { street: '4812 50 Ave', city: 'Lloydminster', state: 'Alberta', zipCode: 'T9V 0W8', country: 'CA' },
  };

  it('copies contact details and the address, mapping country and province names to the form’s values', () => {
    expect(checkoutFormFor(user)).toEqual({
      ...emptyCheckoutForm(),
      email: 'ada@example.com',
      phone: '780 555 0142',
      firstName: 'Ada',
      lastName: 'Lovelace',
      street: '4812 50 Ave',
      city: 'Lloydminster',
      state: 'AB',
      zipCode: 'T9V 0W8',
      country: 'Canada',
    });
  });

  it('never pre-fills payment', () => {
    const form = checkoutFormFor(user);
    expect([form.cardName, form.cardNumber, form.expiry, form.cvv]).toEqual(['', '', '', '']);
  });

  it('keeps the default country and leaves the address blank when the profile’s country is not shipped to', () => {
    const abroad = { ...user, address: { ...user.address, country: 'France' } };
    expect(checkoutFormFor(abroad)).toMatchObject({ country: 'United States', street: '', city: '', state: '', zipCode: '' });
  });

  it('is the empty form without a user', () => {
    expect(checkoutFormFor(null)).toEqual(emptyCheckoutForm());
  });

  it.each([
    ['US', 'United States'],
    ['usa', 'United States'],
    ['United States', 'United States'],
    ['ca', 'Canada'],
    ['Canada', 'Canada'],
    ['France', null],
    ['', null],
  ])('checkoutCountryOf(%j) = %j', (text, country) => {
    expect(checkoutCountryOf(text)).toBe(country);
  });
});

describe('what is kept of the form', () => {
  it('keeps only the last four digits of the card', () => {
    expect(cardLast4('4242 4242 4242 4242')).toBe('4242');
    expect(cardLast4('3782-822463-10005')).toBe('0005');
  });

  it('builds the shipping address, trimmed, with a tidy postal code', () => {
    const form = { ...valid, street: ' 1 Rue ', city: ' Lloydminster ', state: 'SK', zipCode: 's9v1a1', country: 'Canada' };
    expect(shippingAddressOf(form)).toEqual({
      street: '1 Rue',
      city: 'Lloydminster',
      state: 'SK',
      zipCode: 'S9V 1A1',
      country: 'Canada',
    });
  });
});

describe('kept for the rest of the visit', () => {
  it('is the contact details and the address, never any part of the payment section', () => {
    const kept = keptDetailsOf({ ...valid, cardName: 'Ada Lovelace', cardNumber: '4242 4242 4242 4242', expiry: '04/29', cvv: '987' });
    expect(kept).toEqual({
      email: 'ada@example.com',
      phone: '',
      firstName: 'Ada',
      lastName: 'Lovelace',
      country: 'United States',
      street: '12 Main Street',
      city: 'Missoula',
      state: 'MT',
      zipCode: '59801',
    });
  });

  it('goes over the pre-filled form, keeping a province only in its own country', () => {
    const profile = { ...emptyCheckoutForm(), email: 'ada@example.com', street: '12 Main Street', state: 'MT' };
    expect(withKeptDetails(profile, { street: '5 Pine St', phone: '' })).toMatchObject({ email: 'ada@example.com', street: '5 Pine St', state: 'MT' });
    expect(withKeptDetails(profile, { country: 'Canada' })).toMatchObject({ country: 'Canada', state: '' });
    expect(withKeptDetails(profile, { country: 'Canada', state: 'AB' })).toMatchObject({ country: 'Canada', state: 'AB' });
    expect(withKeptDetails(profile, {})).toEqual(profile);
  });
});

describe('the shipping country chosen in the cart or a product estimate (issue 84)', () => {
  it('opens checkout on it, over what was typed there before, when checkout ships there', () => {
    expect(withChosenCountry({ country: 'United States', city: 'Missoula' }, 'Canada')).toEqual({ country: 'Canada', city: 'Missoula' });
    expect(withChosenCountry({}, 'United States')).toEqual({ country: 'United States' });
    // The province typed for the United States does not follow it to Canada.
    expect(withKeptDetails(emptyCheckoutForm(), withChosenCountry({ state: 'MT' }, 'Canada'))).toMatchObject({ country: 'Canada', state: '' });
  });

  it('leaves the form as it was when nothing was chosen, or a country checkout does not ship to', () => {
    expect(withChosenCountry({ country: 'Canada' }, null)).toEqual({ country: 'Canada' });
    expect(withChosenCountry({ country: 'Canada' }, 'Other')).toEqual({ country: 'Canada' });
    expect(withKeptDetails(emptyCheckoutForm(), withChosenCountry({}, null)).country).toBe('United States');
  });
});

describe("a signed-in customer's order, on their profile", () => {
  const none = { street: '', city: '', state: '', zipCode: '', country: '' };
  const pine = { street: '5 Pine St', city: 'Seattle', state: 'WA', zipCode: '98101', country: 'United States' };
  const typed = { street: '1 Main St', city: 'Lloydminster', state: 'AB', zipCode: 'T9V 0W8', country: 'Canada' };
  const member: User = { id: 'u-1', email: 'ada@example.com', firstName: 'Ada', lastName: '', phone: '', address: none };
  const details = shopperDetailsOf({ ...valid, phone: ' 780 555 0142 ', street: '5 Pine St', city: 'Seattle', state: 'WA', zipCode: '98101' });

  it('fills in the address and a missing last name or phone, as a guest account is made', () => {
    expect(profileChangesAfterOrder(member, details, [])).toEqual({ lastName: 'Lovelace', phone: '780 555 0142', address: pine });
  });

  it('leaves names and phone the profile has', () => {
    const named = { ...member, firstName: 'Augusta', lastName: 'King', phone: '306 555 0100' };
    expect(profileChangesAfterOrder(named, details, [])).toEqual({ address: pine });
  });

  it('moves an address that came from an earlier order to the one shipped to now', () => {
    const earlier = { ...member, lastName: 'Lovelace', phone: '780 555 0142', address: typed };
    expect(profileChangesAfterOrder(earlier, details, [{ ...typed, street: '1 MAIN ST ' }])).toEqual({ address: pine });
  });

  it('never rewrites an address typed in the profile that no order went to', () => {
    const own = { ...member, lastName: 'Lovelace', phone: '780 555 0142', address: typed };
    expect(profileChangesAfterOrder(own, details, [pine])).toBeNull();
  });

  it('changes nothing when the profile already says it all', () => {
    expect(profileChangesAfterOrder({ ...member, lastName: 'Lovelace', phone: '1', address: pine }, details, [])).toBeNull();
  });
});

describe('validateWithoutCard: checkout paid on Stripe’s page', () => {
  it('checks the contact details and address as validateCheckout does, and no card field', () => {
    const blank = { ...emptyCheckoutForm(), country: 'Canada' };
    expect(Object.keys(validateWithoutCard(blank, now))).toEqual(['email', 'firstName', 'lastName', 'street', 'city', 'state', 'zipCode']);
    const filled = {
      ...blank,
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Shopper',
      street: '100 Albert Street',
      city: 'Regina',
      state: 'SK',
      zipCode: 'S4P 3Y2',
    };
    expect(validateWithoutCard(filled, now)).toEqual({});
    expect(validateWithoutCard({ ...filled, zipCode: '12345' }, now)).toEqual({ zipCode: 'Enter a postal code like T9V 0W8' });
  });
});
