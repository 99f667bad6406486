import { site } from '@/content/site';
import { siteUrl } from '@/lib/site-url';
import type { JsonLdObject } from './json-ld';

/** The workshop as a schema.org LocalBusiness (for / and /contact). */
export function localBusinessJsonLd(): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: site.name,
    description: site.description,
    url: siteUrl,
    email: site.email,
    telephone: site.phone,
    image: `${siteUrl}/icon.svg`,
    priceRange: '$$',
    currenciesAccepted: 'CAD',
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    openingHoursSpecification: site.hours.flatMap((h) =>
      h.schema ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: h.schema.days, opens: h.schema.opens, closes: h.schema.closes }] : [],
    ),
  };
}
