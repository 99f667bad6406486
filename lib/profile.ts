// The profile editor's rules (/profile/edit): first and last name required, phone optional, and an address that
// is either left out entirely or complete, in one of the countries checkout ships to, in the same formats
// checkout asks for (so a saved profile always pre-fills a valid checkout).
import {
  DEFAULT_CHECKOUT_COUNTRY,
  checkoutErrors,
  regionsByCountry,
  type CheckoutCountry,
} from '@/content/checkout';
import { checkoutCountryOf, isCheckoutCountry, isValidPhone, isValidPostalCode, normalizePostalCode, regionCodeFor } from './checkout';
import type { Address, User } from '@/types/shop';
import { TEXT_LIMITS, overLongFields } from './limits';

export interface ProfileForm {
  firstName: string;
  lastName: string;
  phone: string;
  country: string;
  street: string;
  city: string;
  /** A state or province code from content/checkout.ts. */
  state: string;
  zipCode: string;
}

export type ProfileField = keyof ProfileForm;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

/** Page order: the first field with a problem gets the focus. */
export const PROFILE_FIELD_ORDER: readonly ProfileField[] = [
  'firstName',
  'lastName',
  'phone',
  'country',
  'street',
  'city',
  'state',
  'zipCode',
];

const blank = (text: string) => text.trim() === '';

/** The form filled from the user; an address outside the shipping countries keeps only the parts that still fit. */
export function profileFormFor(user: User): ProfileForm {
  const country = checkoutCountryOf(user.address.country);
  const target: CheckoutCountry = country ?? DEFAULT_CHECKOUT_COUNTRY;
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    country: target,
    street: user.address.street,
    city: user.address.city,
    state: country ? regionCodeFor(country, user.address.state) : '',
    zipCode: country ? user.address.zipCode : '',
  };
}

/**
 * Whether any part of an address (a user's, or the form's) is filled in. The country does not count: the form's
 * select always has one.
 */
export function hasAddress(parts: Pick<Address, 'street' | 'city' | 'state' | 'zipCode'>): boolean {
  return !blank(parts.street) || !blank(parts.city) || !blank(parts.state) || !blank(parts.zipCode);
}

const PROFILE_LIMITS: Partial<Record<ProfileField, number>> = {
  firstName: TEXT_LIMITS.name,
  lastName: TEXT_LIMITS.name,
  phone: TEXT_LIMITS.phone,
  street: TEXT_LIMITS.line,
  city: TEXT_LIMITS.line,
  zipCode: TEXT_LIMITS.phone,
};

export function validateProfile(form: ProfileForm): ProfileErrors {
  const long = overLongFields(form, PROFILE_LIMITS);
  const errors: ProfileErrors = {};
  if (blank(form.firstName)) errors.firstName = checkoutErrors.firstName.required;
  if (blank(form.lastName)) errors.lastName = checkoutErrors.lastName.required;
  if (!blank(form.phone) && !isValidPhone(form.phone)) errors.phone = checkoutErrors.phone.invalid;
  if (!hasAddress(form)) return { ...long, ...errors };
  if (!isCheckoutCountry(form.country)) {
    errors.country = checkoutErrors.country.invalid;
    return { ...long, ...errors };
  }
  const country = form.country;
  if (blank(form.street)) errors.street = checkoutErrors.street.required;
  if (blank(form.city)) errors.city = checkoutErrors.city.required;
  if (!regionsByCountry[country].some((region) => region.code === form.state)) errors.state = checkoutErrors.state[country].required;
  if (blank(form.zipCode)) errors.zipCode = checkoutErrors.zipCode[country].required;
  else if (!isValidPostalCode(country, form.zipCode)) errors.zipCode = checkoutErrors.zipCode[country].invalid;
  return { ...long, ...errors };
}

export type AccountErrors = ProfileErrors & { email?: string };

/**
 * The profile's rules for an account however it is saved: the shared server holds every sign-up and change to
 * them, and its email to its bounds. A guest's account is made from checkout or from a chat, which asks for one
 * name only, so its last name may be blank.
 */
export function validateAccount(account: ProfileForm & { email: string }, guest: boolean): AccountErrors {
  const errors: AccountErrors = { ...overLongFields({ email: account.email }, { email: TEXT_LIMITS.email }), ...validateProfile(account) };
  if (guest && blank(account.lastName)) delete errors.lastName;
  return errors;
}

/** What saving changes on the user: trimmed names and phone, and the address (all blank when left out). */
export function profileChanges(form: ProfileForm): Pick<User, 'firstName' | 'lastName' | 'phone' | 'address'> {
  const address = hasAddress(form)
    ? {
        street: form.street.trim(),
        city: form.city.trim(),
        state: form.state,
        zipCode: normalizePostalCode(form.country, form.zipCode),
        country: form.country,
      }
    : { street: '', city: '', state: '', zipCode: '', country: '' };
  return { firstName: form.firstName.trim(), lastName: form.lastName.trim(), phone: form.phone.trim(), address };
}
