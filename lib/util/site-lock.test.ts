import { describe, expect, it } from 'vitest';
import { inTurnAcrossTabs } from './site-lock';
import { installFakeLocks } from '@/test-support/locks';

describe('inTurnAcrossTabs', () => {
  it('runs the work at once and answers its result where the browser has no Web Locks', async () => {
    expect(await inTurnAcrossTabs('shop-placement', async () => 42)).toBe(42);
  });

  it('waits while another tab holds the same lock, not a different one', async () => {
    const locks = installFakeLocks();
    const ran: string[] = [];
    let letGo = () => {};
    const otherTab = locks.request('shop-placement', () => new Promise<void>((resolve) => (letGo = resolve)));
    const same = inTurnAcrossTabs('shop-placement', async () => void ran.push('placement'));
    const other = inTurnAcrossTabs('shop-storage:cart', async () => void ran.push('cart'));
    await other;
    expect(ran).toEqual(['cart']);
    letGo();
    await Promise.all([otherTab, same]);
    expect(ran).toEqual(['cart', 'placement']);
  });

  it('runs the work once without a lock when the browser refuses Web Locks (site data blocked)', async () => {
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: { request: () => Promise.reject(new DOMException('The request was denied.', 'SecurityError')) },
    });
    let runs = 0;
    expect(await inTurnAcrossTabs('shop-placement', async () => ++runs)).toBe(1);
    expect(runs).toBe(1);
  });

  it("passes on the work's own failure without running it again", async () => {
    installFakeLocks();
    let runs = 0;
    const failing = inTurnAcrossTabs('shop-placement', async () => {
      runs += 1;
      throw new Error('the order could not be read back');
    });
    await expect(failing).rejects.toThrow('the order could not be read back');
    expect(runs).toBe(1);
  });
});
