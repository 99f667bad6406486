// Cart lines for seeding localStorage (key 'cart', zustand's envelope; see lib/store/cart.ts).
import type { CartCustomization, CartItem } from '../types/shop';

export const cherry: CartCustomization = { optionId: 'wood-type', optionName: 'Wood Type', value: 'cherry', priceAdjustment: 25 };
export const juiceGroove: CartCustomization = {
  optionId: 'juice-groove',
  optionName: 'Juice Groove',
  value: true,
  priceAdjustment: 15,
};
export const engraving = (text: string): CartCustomization => ({
  optionId: 'engraving',
  optionName: 'Custom Engraving',
  value: text,
  priceAdjustment: 25,
});

/** Product 1 ($65, 4.5 lbs) in cherry (+25), engraved (+25), with a juice groove (+15): $130 each. */
export const customisedBoard = (quantity: number, text = 'The Hendersons'): CartItem => ({
  productId: '1',
  quantity,
  customizations: [cherry, engraving(text), juiceGroove],
});

export const cartStorage = (items: CartItem[]) => ({ cart: { state: { items }, version: 1 } });
