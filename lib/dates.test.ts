import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate', () => {
  it.each([
    ['2025-03-14T17:22:00.000Z', 'March 14, 2025'],
    // 03:00 UTC is still the evening before in Lloydminster (MST, UTC−7).
    ['2025-05-02T03:00:00.000Z', 'May 1, 2025'],
    ['2025-12-31', 'December 31, 2025'],
  ])('%s → %s', (iso, text) => {
    expect(formatDate(iso)).toBe(text);
  });

  it.each(['', 'yesterday', 'not a date'])('returns null for %j', (text) => {
    expect(formatDate(text)).toBeNull();
  });
});
