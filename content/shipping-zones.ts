// Shipping zones and rates of rules §9. Amounts are dollars (CAD); lib/pricing/shipping.ts does the arithmetic in cents.
import type { ShippingZone } from '@/types/shop';

export const shippingZones: ShippingZone[] = [
  {
    id: 'canada',
    name: 'Canada',
    countries: ['canada', 'ca'],
    freeShippingThreshold: 500,
    rates: [
      {
        id: 'ca-standard',
        name: 'Standard Shipping',
        type: 'weight_based',
        baseRate: 15,
        weightRate: 3,
        maxWeight: 50,
        estimatedDays: '5-8 business days',
      },
      {
        id: 'ca-express',
        name: 'Express Shipping',
        type: 'weight_based',
        baseRate: 25,
        weightRate: 5,
        maxWeight: 50,
        estimatedDays: '2-3 business days',
      },
      {
        id: 'ca-local',
        name: 'Local Delivery (Lloydminster)',
        type: 'flat',
        baseRate: 0,
        weightRate: 0,
        maxValue: 1000,
        estimatedDays: 'Same day',
      },
    ],
  },
  {
    id: 'united-states',
    name: 'United States',
    countries: ['united states', 'us', 'usa'],
    freeShippingThreshold: 400,
    rates: [
      {
        id: 'us-standard',
        name: 'Standard International',
        type: 'weight_based',
        baseRate: 25,
        weightRate: 4,
        maxWeight: 50,
        estimatedDays: '7-14 business days',
      },
      {
        id: 'us-express',
        name: 'Express International',
        type: 'weight_based',
        baseRate: 45,
        weightRate: 7,
        maxWeight: 50,
        estimatedDays: '3-7 business days',
      },
    ],
  },
  {
    id: 'international',
    name: 'International',
    countries: [],
    freeShippingThreshold: null,
    rates: [
      {
        id: 'intl-standard',
        name: 'International Shipping',
        type: 'weight_based',
        baseRate: 35,
        weightRate: 6,
        maxWeight: 30,
        estimatedDays: '14-21 business days',
      },
    ],
  },
];

/**
 * Rates offered only for a delivery address in one city (lower-case). ShippingRate has no city field, so the
 * restriction lives here, next to the rate it belongs to.
 */
export const rateCityRestrictions: Readonly<Record<string, string>> = {
  'ca-local': 'lloydminster',
};
