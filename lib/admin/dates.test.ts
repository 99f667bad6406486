import { describe, expect, it } from 'vitest';
import { formatDateTime, formatShortDay } from './dates';

describe('formatShortDay', () => {
  it('writes every day of a leap year as Intl does for en-CA', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { month: 'short', day: 'numeric', timeZone: 'UTC' });
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2025, 0, 1); time += 86_400_000) {
      const day = new Date(time).toISOString().slice(0, 10);
      expect(formatShortDay(day)).toBe(intl.format(time));
    }
    expect(formatShortDay('2025-06-30')).toBe('Jun 30');
  });

  it('shows anything else as it is', () => {
    expect(formatShortDay('2025-13-01')).toBe('2025-13-01');
    expect(formatShortDay('soon')).toBe('soon');
  });
});

describe('formatDateTime', () => {
  it('writes the medium date and short time, and leaves an unreadable date as stored', () => {
    expect(formatDateTime('2025-06-30T15:05:00')).toBe('Jun 30, 2025, 3:05 p.m.');
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});
