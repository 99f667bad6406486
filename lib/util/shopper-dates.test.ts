import { describe, expect, it } from 'vitest';
import { formatDate } from './shopper-dates';

describe('formatDate', () => {
  it.each([
    ['2025-03-14T17:22:00.000Z', 'March 14, 2025'],
    // 03:00 UTC is still the evening before in Lloydminster (MST, UTC−7).
    ['2025-05-02T03:00:00.000Z', 'May 1, 2025'],
    ['2025-12-31', 'December 31, 2025'],
  ])('%s → %s', (iso, text) => {
    expect(formatDate(iso)).toBe(text);
  });

  it('writes every hour from 2007 to 2040 as Intl does for en-CA in America/Edmonton, across each clock change', () => {
    const workshop = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'America/Edmonton',
    });
    const mismatches: string[] = [];
    for (let time = Date.UTC(2007, 0, 1); time < Date.UTC(2041, 0, 1); time += 3_600_000) {
      const iso = new Date(time).toISOString();
      if (formatDate(iso) !== workshop.format(time)) mismatches.push(iso);
    }
    expect(mismatches).toEqual([]);
  });

  it('writes a calendar day as that day, whatever the time zone', () => {
    const calendar = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2026, 0, 1); time += 86_400_000) {
      const day = new Date(time).toISOString().slice(0, 10);
      expect(formatDate(day)).toBe(calendar.format(time));
    }
  });

  it.each(['', 'yesterday', 'not a date'])('returns null for %j', (text) => {
    expect(formatDate(text)).toBeNull();
  });
});
