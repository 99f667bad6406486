import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settleWithin } from './settle-within';

describe('settleWithin', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers what the work gives when it settles in time', async () => {
    const answer = settleWithin(new Promise<string>((resolve) => setTimeout(() => resolve('sent'), 900)), 1000, () => 'late');
    await vi.advanceTimersByTimeAsync(900);
    await expect(answer).resolves.toBe('sent');
  });

  it('answers the fallback once the time is up, and ignores the work settling later', async () => {
    const answer = settleWithin(new Promise<string>((resolve) => setTimeout(() => resolve('sent'), 5000)), 1000, () => 'late');
    await vi.advanceTimersByTimeAsync(1000);
    await expect(answer).resolves.toBe('late');
  });

  it('passes on a failure that comes in time', async () => {
    const answer = settleWithin(Promise.reject(new Error('refused')), 1000, () => 'late');
    await expect(answer).rejects.toThrow('refused');
  });
});
