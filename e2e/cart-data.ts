// Cart lines for seeding localStorage (key 'cart', zustand's envelope; see lib/store/cart.ts).
import type { CartItem } from '@/types/shop';
import { cherry, engraving, juiceGroove } from '@/test-support/products';

/** Product 1 ($65, 4.5 lbs) in cherry (+25), engraved (+25), with a juice groove (+15): $130 each. */
export const customisedBoard = (quantity: number, text = 'The Hendersons'): CartItem => ({
  productId: '1',
  quantity,
  customizations: [cherry, engraving(text), juiceGroove],
});

export const cartStorage = (items: CartItem[]) => ({ cart: { state: { items }, version: 1 } });
