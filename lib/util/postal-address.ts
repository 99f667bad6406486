import type { Address } from '@/types/shop';

/**
 * An address as it is written on a parcel, one line each: street; "city, province postal code"; country. Blank
 * parts leave no stray commas and blank lines are left out.
 */
export function addressLines(address: Address): string[] {
  const place = [address.city.trim(), [address.state.trim(), address.zipCode.trim()].filter(Boolean).join(' ')];
  return [address.street.trim(), place.filter(Boolean).join(', '), address.country.trim()].filter(Boolean);
}
