// Dates shown to shoppers. One fixed time zone (the workshop's), so the pre-rendered HTML and the browser agree.

const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };
const workshopDate = new Intl.DateTimeFormat('en-CA', { ...options, timeZone: 'America/Edmonton' });
const calendarDate = new Intl.DateTimeFormat('en-CA', { ...options, timeZone: 'UTC' });

/**
 * "March 14, 2025" for an ISO timestamp, as a day in Lloydminster; a date without a time ("2025-12-31") is that
 * calendar day. Null when the text is not a date (stored data is untrusted).
 */
export function formatDate(iso: string): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  return (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? calendarDate : workshopDate).format(time);
}
