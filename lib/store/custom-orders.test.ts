import { beforeEach, describe, expect, it } from 'vitest';
import { emptyCustomOrderFields } from '../custom-orders';
import { useCustomOrders } from './custom-orders';

const fields = { ...emptyCustomOrderFields, name: 'Ada', email: 'ada@example.com', projectType: 'serving-tray', description: 'A tray' };

describe('custom-order requests in storage (SPEC §3: key customOrders)', () => {
  beforeEach(() => useCustomOrders.setState({ requests: [] }));

  it('appends each request to a plain list under customOrders', () => {
    const first = useCustomOrders.getState().submitRequest(fields)!;
    const second = useCustomOrders.getState().submitRequest({ ...fields, name: 'Bo' })!;
    const stored = JSON.parse(localStorage.getItem('customOrders')!);
    expect(Array.isArray(stored)).toBe(true);
    expect(stored).toEqual([first, second]);
    expect(first.id).not.toBe(second.id);
    expect(stored[1]).toMatchObject({ name: 'Bo', status: 'pending', estimatedPrice: null, estimatedTimeline: null });
  });

  it('saves nothing for an invalid request', () => {
    expect(useCustomOrders.getState().submitRequest({ ...fields, description: ' ' })).toBeNull();
    expect(useCustomOrders.getState().requests).toEqual([]);
  });

  it('reads the list back, keeping valid requests and dropping broken ones', async () => {
    const saved = useCustomOrders.getState().submitRequest(fields)!;
    useCustomOrders.setState({ requests: [] });
    localStorage.setItem('customOrders', JSON.stringify([saved, { id: 7 }, 'junk']));
    await useCustomOrders.persist.rehydrate();
    expect(useCustomOrders.getState().requests).toEqual([saved]);
  });

  it('survives a key that does not hold a list', async () => {
    localStorage.setItem('customOrders', JSON.stringify({ state: { requests: [] } }));
    await useCustomOrders.persist.rehydrate();
    expect(useCustomOrders.getState().requests).toEqual([]);
    localStorage.setItem('customOrders', '{oops');
    await useCustomOrders.persist.rehydrate();
    expect(useCustomOrders.persist.hasHydrated()).toBe(true);
  });
});
