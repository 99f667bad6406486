import { describe, expect, it } from 'vitest';
import { checkoutErrors } from '@/content/checkout';
import { checkoutFormFor } from '@/lib/orders/checkout';
import { changedProfileFields, profileChanges, profileEditOn, profileFieldsChangedElsewhere, profileFormFor, profileValuesOf, validateProfile, type ProfileForm } from './profile';
import { ada } from '@/test-support/user';

const complete: ProfileForm = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '(780) 555-0100',
  country: 'Canada',
  street: '12 Birch Ave',
  city: 'Lloydminster',
  state: 'AB',
  zipCode: 't9v0w8',
};
const noAddress: ProfileForm = { ...complete, street: '', city: '', state: '', zipCode: '', phone: '' };

describe('validateProfile', () => {
  it('accepts a complete profile, and one without phone or address', () => {
    expect(validateProfile(complete)).toEqual({});
    expect(validateProfile(noAddress)).toEqual({});
  });

  it('needs first and last name', () => {
    expect(validateProfile({ ...noAddress, firstName: ' ', lastName: '' })).toEqual({
      firstName: checkoutErrors.firstName.required,
      lastName: checkoutErrors.lastName.required,
    });
  });

  it('checks a phone number only when one is given', () => {
    expect(validateProfile({ ...noAddress, phone: '12' })).toEqual({ phone: checkoutErrors.phone.invalid });
  });

  it('needs the whole address once any part of it is filled in', () => {
    expect(validateProfile({ ...noAddress, city: 'Lloydminster' })).toEqual({
      street: checkoutErrors.street.required,
      state: checkoutErrors.state.Canada.required,
      zipCode: checkoutErrors.zipCode.Canada.required,
    });
  });

  it('checks the postal code and the region for the country', () => {
    expect(validateProfile({ ...complete, zipCode: '59801' })).toEqual({ zipCode: checkoutErrors.zipCode.Canada.invalid });
    expect(validateProfile({ ...complete, country: 'United States' })).toEqual({
      state: checkoutErrors.state['United States'].required,
      zipCode: checkoutErrors.zipCode['United States'].invalid,
    });
    expect(validateProfile({ ...complete, country: 'France' })).toEqual({ country: checkoutErrors.country.invalid });
  });
});

describe('profileChanges and profileFormFor', () => {
  it('saves trimmed values and a tidy postal code', () => {
    expect(profileChanges({ ...complete, firstName: ' Ada ' })).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '(780) 555-0100',
      address: { street: '12 Birch Ave', city: 'Lloydminster', state: 'AB', zipCode: 'T9V 0W8', country: 'Canada' },
    });
  });

  it('saves no address at all when every address field is blank', () => {
    expect(profileChanges(noAddress).address).toEqual({ street: '', city: '', state: '', zipCode: '', country: '' });
  });

  it('round-trips: a saved profile fills in the form and pre-fills checkout', () => {
    const saved = { ...ada, ...profileChanges(complete) };
    expect(profileFormFor(saved)).toEqual({ ...complete, zipCode: 'T9V 0W8' });
    expect(checkoutFormFor(saved)).toMatchObject({ street: '12 Birch Ave', state: 'AB', zipCode: 'T9V 0W8', country: 'Canada' });
  });

  it('starts a user without an address on the default country with blank fields', () => {
    expect(profileFormFor(ada)).toMatchObject({ country: 'United States', street: '', state: '', zipCode: '' });
    const abroad = { ...ada, address: { street: '1 Rue', city: 'Paris', state: 'IDF', zipCode: '75001', country: 'France' } };
    expect(profileFormFor(abroad)).toMatchObject({ country: 'United States', street: '1 Rue', state: '', zipCode: '' });
  });
});

describe('an edit made while another tab or device changed the profile', () => {
  const regina = { street: '100 Albert Street', city: 'Regina', state: 'SK', zipCode: 'S4P 3Y2', country: 'Canada' };
  const opened = profileValuesOf({ ...ada, address: regina });

  it('counts a field as changed only when saving would write something else, the address as one field', () => {
    const form = profileFormFor(opened);
    expect(changedProfileFields(opened, form)).toEqual([]);
    expect(changedProfileFields(opened, { ...form, phone: ' ' })).toEqual([]);
    expect(changedProfileFields(opened, { ...form, zipCode: 's4p3y2' })).toEqual([]);
    expect(changedProfileFields(opened, { ...form, phone: '306-555-0101', city: 'Moose Jaw' })).toEqual(['phone', 'address']);
  });

  it('finds a clash only in a field changed in both to different values, whatever order the address was stored in', () => {
    const stored = { ...ada, phone: '306-555-0101', address: { country: 'Canada', zipCode: 'S4P 3Y2', state: 'SK', city: 'Regina', street: '100 Albert Street' } };
    expect(profileFieldsChangedElsewhere({ address: regina }, stored, { address: { ...regina, city: 'Moose Jaw' } })).toEqual([]);
    expect(profileFieldsChangedElsewhere({ phone: '' }, stored, { phone: '306-555-0199' })).toEqual(['phone']);
    expect(profileFieldsChangedElsewhere({ phone: '' }, stored, { phone: '306-555-0101' })).toEqual([]);
    expect(profileFieldsChangedElsewhere({ lastName: 'Lovelace' }, stored, { lastName: 'King' })).toEqual([]);
  });

  it('shows the account as it now is in the fields not changed here, and keeps what was typed in the others', () => {
    const form = { ...profileFormFor(opened), phone: '306-555-0199' };
    const current = { ...opened, firstName: 'Augusta', phone: '306-555-0101' };
    const followed = profileEditOn(current, { opened, form });
    expect(followed.form).toEqual({ ...profileFormFor(current), phone: '306-555-0199' });
    // The phone still counts from what the form opened on, so saving it meets the other change.
    expect(followed.opened).toEqual({ ...current, phone: '' });
    // Once the customer has read the refusal, saving again puts their phone over the other one.
    expect(profileEditOn(current, { opened, form }, true)).toEqual({ form: followed.form, opened: current });
  });
});
