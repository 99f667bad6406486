import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once and hands every caller the same promise', async () => {
    let loads = 0;
    const load = loadOnce(async () => ++loads);
    const first = load();
    expect(load()).toBe(first);
    await expect(first).resolves.toBe(1);
    await expect(load()).resolves.toBe(1);
    expect(loads).toBe(1);
  });

  it('after a failed load, the next call loads again', async () => {
    let loads = 0;
    const load = loadOnce(async () => {
      loads += 1;
      if (loads === 1) throw new Error('Failed to fetch dynamically imported module');
      return 'loaded';
    });
    await expect(load()).rejects.toThrow('Failed to fetch');
    await expect(load()).resolves.toBe('loaded');
    await expect(load()).resolves.toBe('loaded');
    expect(loads).toBe(2);
  });
});
