import { describe, expect, it, vi } from 'vitest';
import { emptyCustomOrderFields } from '@/lib/support/custom-orders';
import type { CustomOrderRequest } from '@/types/shop';
import { useCustomOrders } from './custom-orders';

const fields = { ...emptyCustomOrderFields, name: 'Ada', email: 'ada@example.com', projectType: 'serving-tray', description: 'A tray' };

async function submit(changes: Partial<typeof fields> = {}): Promise<CustomOrderRequest> {
  const outcome = await useCustomOrders.getState().submitRequest({ ...fields, ...changes });
  if (!outcome.ok) throw new Error(`not submitted: ${outcome.problem}`);
  return outcome.request;
}

describe('custom-order requests in storage (key customOrders, a plain list)', () => {
  it('appends each request to a plain list under customOrders', async () => {
    const first = await submit();
    const second = await submit({ name: 'Bo' });
    const stored = JSON.parse(localStorage.getItem('customOrders')!);
    expect(Array.isArray(stored)).toBe(true);
    expect(stored).toEqual([first, second]);
    expect(first.id).not.toBe(second.id);
    expect(stored[1]).toMatchObject({ name: 'Bo', status: 'pending', estimatedPrice: null, estimatedTimeline: null });
  });

  it('saves nothing for an invalid request', async () => {
    expect(await useCustomOrders.getState().submitRequest({ ...fields, description: ' ' })).toEqual({ ok: false, problem: 'invalid' });
    expect(useCustomOrders.getState().requests).toEqual([]);
    expect(localStorage.getItem('customOrders')).toBeNull();
  });

  it('reads the list back, keeping valid requests and dropping broken ones', async () => {
    const saved = await submit();
    localStorage.setItem('customOrders', JSON.stringify([saved, { id: 7 }, 'junk']));
    await useCustomOrders.persisted.read();
    expect(useCustomOrders.getState().requests).toEqual([saved]);
  });

  it('leaves a key that does not hold a list as it is, and keeps working', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const notAList = JSON.stringify({ state: { requests: [] } });
    localStorage.setItem('customOrders', notAList);
    await useCustomOrders.persisted.read();
    expect(useCustomOrders.getState().requests).toEqual([]);
    expect(useCustomOrders.persisted.status()).toBe('memory');
    expect(await useCustomOrders.getState().submitRequest(fields)).toEqual({ ok: false, problem: 'not-saved' });
    expect(localStorage.getItem('customOrders')).toBe(notAList);
  });
});

describe("the owner's changes to a request", () => {
  it('stores an estimate, then each allowed status, and keeps the plain list', async () => {
    const request = await submit();
    const store = useCustomOrders.getState();
    expect(await store.setRequestStatus(request.id, 'quoted')).toEqual({
      ok: false,
      problem: 'refused',
      reason: 'Save an estimate (price and timeline) before marking the request quoted.',
    });
    expect(await store.setEstimate(request.id, { price: 450, timeline: '3-4 weeks' })).toMatchObject({ ok: true });
    expect(await store.setRequestStatus(request.id, 'quoted')).toMatchObject({ ok: true, request: { status: 'quoted' } });
    expect(await store.setRequestStatus(request.id, 'accepted')).toMatchObject({ ok: true });
    expect(await store.setEstimate(request.id, { price: 1, timeline: 'now' })).toEqual({
      ok: false,
      problem: 'refused',
      reason: 'This request is accepted: its estimate can no longer change.',
    });
    expect(await store.setRequestStatus(request.id, 'completed')).toMatchObject({ ok: true });
    expect(JSON.parse(localStorage.getItem('customOrders')!)).toEqual([
      { ...request, status: 'completed', estimatedPrice: 450, estimatedTimeline: '3-4 weeks' },
    ]);
    expect(await store.setRequestStatus('nope', 'quoted')).toEqual({ ok: false, problem: 'not-found' });
  });
});
