import { describe, expect, it, beforeEach } from 'vitest';
import { chooseShippingCountry, chooseShippingRate, chosenShipping, forgetShippingChoice } from './shipping-choice';
import { forgetCheckoutDetails } from './session';

describe('the shipping country chosen in this tab (issue 84)', () => {
  beforeEach(() => sessionStorage.clear());

  it('is nothing until the shopper chooses, then the last choice', () => {
    expect(chosenShipping()).toBeNull();
    chooseShippingCountry('United States');
    chooseShippingCountry('Canada');
    expect(chosenShipping()).toEqual({ country: 'Canada', rateId: null });
    expect(JSON.parse(sessionStorage.getItem('shippingChoice')!)).toEqual({ version: 1, state: { country: 'Canada', rateId: null } });
  });

  it("keeps checkout's method for its own country only", () => {
    chooseShippingRate('Canada', 'canada-express');
    chooseShippingCountry('Canada');
    expect(chosenShipping()).toEqual({ country: 'Canada', rateId: 'canada-express' });
    chooseShippingCountry('United States');
    expect(chosenShipping()).toEqual({ country: 'United States', rateId: null });
  });

  it('reads what is kept as untrusted: another country, shape or version is nothing', () => {
    for (const kept of [{ version: 1, state: { country: 'Mars' } }, { version: 2, state: { country: 'Canada' } }, 'Canada']) {
      sessionStorage.setItem('shippingChoice', JSON.stringify(kept));
      expect(chosenShipping()).toBeNull();
    }
    sessionStorage.setItem('shippingChoice', JSON.stringify({ version: 1, state: { country: 'Other', rateId: 7 } }));
    expect(chosenShipping()).toEqual({ country: 'Other', rateId: null });
  });

  it('is forgotten with the checkout details: the order placed, or signing out', () => {
    chooseShippingCountry('United States');
    forgetCheckoutDetails();
    expect(chosenShipping()).toBeNull();
    chooseShippingCountry('Canada');
    forgetShippingChoice();
    expect(chosenShipping()).toBeNull();
  });
});
