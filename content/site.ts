// Facts about the workshop, shown in the header, footer, contact, support and structured data.
import { siteContact } from './site-contact';

export const site = {
  name: siteContact.name,
  shortName: 'Prairie Grain',
  tagline: 'Handcrafted wooden goods from Lloydminster, Alberta',
  description:
    'Cutting boards, phone stands, key hangers, serving trays and more, handcrafted from solid hardwood in a small workshop in Lloydminster, Alberta.',
  /** Overridden by NEXT_PUBLIC_SITE_URL at build time; see lib/site-url.ts. */
  defaultUrl: 'https://prairiegrain.example',
  email: siteContact.email,
  phone: '+1 (780) 555-0142',
  phoneHref: 'tel:+17805550142',
  address: {
    street: '4812 50 Avenue',
    city: 'Lloydminster',
    region: 'AB',
    regionName: 'Alberta',
    postalCode: 'T9V 0W8',
    country: 'CA',
    countryName: 'Canada',
  },
  /** Hours are Mountain Standard Time (rules §9). */
  timezoneLabel: 'MST',
  hours: [
    { days: 'Monday - Friday', short: 'Mon-Fri', open: '9AM', close: '6PM', schema: { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' } },
    { days: 'Saturday', short: 'Sat', open: '10AM', close: '4PM', schema: { days: ['Saturday'], opens: '10:00', closes: '16:00' } },
    { days: 'Sunday', short: 'Sun', open: null, close: null, schema: null },
  ],
  replyWithin: siteContact.replyWithin,
  copyrightYear: 2025,
  social: [
    { name: 'Instagram', href: 'https://www.instagram.com/' },
    { name: 'Facebook', href: 'https://www.facebook.com/' },
  ],
} as const;

export type SiteHours = (typeof site.hours)[number];

/** "9AM-6PM" or "Closed". */
export function formatHours(h: SiteHours): string {
  return h.open ? `${h.open}-${h.close}` : 'Closed';
}
