import { describe, expect, it } from 'vitest';
import { addressLines } from './postal-address';

describe('addressLines', () => {
  it('writes a Canadian address the way Canada Post prints it', () => {
    expect(
      addressLines({ street: '12 Birch Ave', city: 'Lloydminster', state: 'AB', zipCode: 'T9V 0W8', country: 'Canada' }),
    ).toEqual(['12 Birch Ave', 'Lloydminster, AB T9V 0W8', 'Canada']);
  });

  it('leaves no stray comma or blank line for missing parts', () => {
    expect(addressLines({ street: ' ', city: 'Missoula', state: '', zipCode: '59801', country: 'United States' })).toEqual([
      'Missoula, 59801',
      'United States',
    ]);
    expect(addressLines({ street: '1 Main St', city: '', state: 'AB', zipCode: '', country: '' })).toEqual(['1 Main St', 'AB']);
  });
});
