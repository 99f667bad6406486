// Small values several info pages share, derived from content/site.ts so the facts live in one place.
import { formatHours, site } from '@/content/site';

/** Opening hours, one row per line of site.hours: { days: 'Monday - Friday', hours: '9AM-6PM' }. */
export const businessHours: { days: string; hours: string }[] = site.hours.map((h) => ({
  days: h.days,
  hours: formatHours(h),
}));

/** "Mon-Fri 9AM-6PM, Sat 10AM-4PM, Sun Closed (MST)". */
export const hoursSummary = `${site.hours.map((h) => `${h.short} ${formatHours(h)}`).join(', ')} (${site.timezoneLabel})`;

/** A photo-host base URL with the query string the info pages use. Only pass ids listed in shared/photos.md. */
export function photoUrl(base: string, width = 800): string {
  return `${base}?auto=format&fit=crop&w=${width}&q=75`;
}
