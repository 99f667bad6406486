import { describe, expect, it } from 'vitest';
import { checkoutErrors } from '@/content/checkout';
import { checkoutFormFor } from './checkout';
import { profileChanges, profileFormFor, validateProfile, type ProfileForm } from './profile';
import { ada } from './test-user';

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
