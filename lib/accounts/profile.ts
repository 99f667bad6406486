// The profile editor's rules (/profile/edit): first and last name required, phone optional, and an address that
// is either left out entirely or complete, in one of the countries checkout ships to, in the same formats
// checkout asks for (so a saved profile always pre-fills a valid checkout).
import {
  DEFAULT_CHECKOUT_COUNTRY,
  checkoutErrors,
  regionsByCountry,
  type CheckoutCountry,
} from '@/content/checkout';
import { checkoutCountryOf, isCheckoutCountry, isValidPhone, isValidPostalCode, normalizePostalCode, regionCodeFor } from '@/lib/orders/checkout';
import type { Address, User } from '@/types/shop';
import { TEXT_LIMITS, overLongFields } from '@/lib/limits';
import { changedKeys, clashingFields } from '@/lib/util/edit-clash';
import { isRecord } from '@/lib/store/stored-values';

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

/** What the profile editor changes on an account. The address is one field: its parts are changed together. */
export type ProfileValues = Pick<User, 'firstName' | 'lastName' | 'phone' | 'address'>;
export const PROFILE_VALUE_KEYS = ['firstName', 'lastName', 'phone', 'address'] as const;
export type ProfileValueKey = (typeof PROFILE_VALUE_KEYS)[number];

/** The form filled from the user; an address outside the shipping countries keeps only the parts that still fit. */
export function profileFormFor(user: ProfileValues): ProfileForm {
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
export function profileChanges(form: ProfileForm): ProfileValues {
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

const ADDRESS_PARTS = ['street', 'city', 'state', 'zipCode', 'country'] as const;
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The profile fields a record holds (an account as stored, or an edit as sent), in the shape saving writes: the
 * address with its five parts, in order, so that two copies of it compare equal however each was stored.
 */
export function profileFieldsOf(stored: object): Partial<ProfileValues> {
  const record = stored as Record<string, unknown>;
  const shaped = (key: ProfileValueKey) =>
    key === 'address' ? Object.fromEntries(ADDRESS_PARTS.map((part) => [part, textOf(isRecord(record.address) ? record.address[part] : '')])) : textOf(record[key]);
  return Object.fromEntries(PROFILE_VALUE_KEYS.filter((key) => key in record).map((key) => [key, shaped(key)]));
}

/** An account's profile fields, a missing one blank. */
export const profileValuesOf = (account: object): ProfileValues =>
  profileFieldsOf({ firstName: '', lastName: '', phone: '', address: {}, ...account }) as ProfileValues;

/** The fields the form changed since it opened on `opened`, compared as saving writes them (so a field the form only re-spells is not a change). */
export function changedProfileFields(opened: ProfileValues, form: ProfileForm): ProfileValueKey[] {
  const before = profileFieldsOf(profileChanges(profileFormFor(opened)));
  const after = profileFieldsOf(profileChanges(form));
  return changedKeys(PROFILE_VALUE_KEYS, before, after);
}

/** Only these fields of the values: what an edit writes, or what they were when its form opened. */
export const pickProfileFields = (values: ProfileValues, keys: readonly ProfileValueKey[]): Partial<ProfileValues> =>
  Object.fromEntries(keys.map((key) => [key, values[key]]));

/**
 * The fields of an edit of a profile (`edited`, what it writes; `editedFrom`, what those fields were when its form
 * opened) that another tab or device changed meanwhile to something else (`current`, the account as it is now):
 * such a field is not overwritten unseen, and nothing of the edit is saved.
 */
export const profileFieldsChangedElsewhere = (editedFrom: object, current: object, edited: object): ProfileValueKey[] =>
  clashingFields(PROFILE_VALUE_KEYS, profileFieldsOf(editedFrom), profileValuesOf(current), profileFieldsOf(edited));

/**
 * The form and what it opened on, once the account is found to be `current` (read again from the server, saved in
 * another tab): a field the customer has not changed shows the account's value; one they changed keeps what they
 * typed and, unless `taken` (after a refused save, the customer has read what it now is), what it opened on, so
 * that saving it still meets the other change instead of overwriting it unseen.
 */
export function profileEditOn(
  current: ProfileValues,
  edit: { opened: ProfileValues; form: ProfileForm },
  taken = false,
): { opened: ProfileValues; form: ProfileForm } {
  const changed = changedProfileFields(edit.opened, edit.form);
  const form = profileFormFor(current);
  for (const key of changed) {
    const fields: readonly ProfileField[] = key === 'address' ? ['country', 'street', 'city', 'state', 'zipCode'] : [key];
    for (const field of fields) form[field] = edit.form[field];
  }
  const opened = taken ? profileValuesOf(current) : { ...profileValuesOf(current), ...pickProfileFields(edit.opened, changed) };
  return { opened, form };
}
