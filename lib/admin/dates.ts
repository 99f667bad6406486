// Dates as the admin reads them. Unreadable dates are shown as stored.
import { MONTHS } from '@/lib/util/shopper-dates';

// Made on first use: a page's first Intl object loads locale data (about 25 ms here), which the dashboard should
// pay when a tab shows a date, not when it opens.
let dateTime: Intl.DateTimeFormat | undefined;

/** "Jun 30, 2025, 3:05 p.m." in the admin's own time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  dateTime ??= new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' });
  return dateTime.format(date);
}

/** "Jun 30" for the day "2025-06-30", as Intl writes it for en-CA (tested), without loading Intl's locale data. */
export function formatShortDay(day: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? MONTHS[Number(match[1]) - 1]?.slice(0, 3) : undefined;
  return match && month ? `${month} ${Number(match[2])}` : day;
}
