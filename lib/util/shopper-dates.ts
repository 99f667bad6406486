// Dates shown to shoppers. One fixed time zone (the workshop's), so the pre-rendered HTML and the browser agree.
// Written without Intl: a page's first Intl object loads locale and time-zone data (20 to 40 ms here, four times
// that on a phone), and the product page formats its review dates while it hydrates. The test holds this to what
// Intl writes for en-CA in America/Edmonton, hour by hour from 2007 to 2040.

/** English month names, January first. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const HOUR = 3_600_000;

/** The day of the month of the nth Sunday of a month (month 0-11). */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1);
}

/**
 * Lloydminster keeps Alberta's clock: UTC−7, and UTC−6 from 2:00 on the second Sunday of March to 2:00 on the first
 * Sunday of November (the North American rule since 2007).
 */
function workshopOffsetHours(time: number): number {
  const year = new Date(time).getUTCFullYear();
  const summerStarts = Date.UTC(year, 2, nthSunday(year, 2, 2), 2 + 7);
  const summerEnds = Date.UTC(year, 10, nthSunday(year, 10, 1), 2 + 6);
  return time >= summerStarts && time < summerEnds ? -6 : -7;
}

/**
 * "March 14, 2025" for an ISO timestamp, as a day in Lloydminster; a date without a time ("2025-12-31") is that
 * calendar day. Null when the text is not a date (stored data is untrusted).
 */
export function formatDate(iso: string): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const calendarDay = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const day = new Date(calendarDay ? time : time + workshopOffsetHours(time) * HOUR);
  return `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}
