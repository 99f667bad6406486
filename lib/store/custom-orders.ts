import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createCustomOrderRequest, validateCustomOrder, type CustomOrderFields } from '../custom-orders';
import type { CustomOrderRequest } from '../types';
import { registerPersistedStore } from './hydration';
import { persistOptions } from './persisted';

interface CustomOrdersState {
  requests: CustomOrderRequest[];
  /** Saves a valid request as pending (SPEC §4) and returns it; null when the fields are not valid. */
  submitRequest: (fields: CustomOrderFields) => CustomOrderRequest | null;
}

type PersistedCustomOrders = Pick<CustomOrdersState, 'requests'>;

export const useCustomOrders = create<CustomOrdersState>()(
  persist(
    (set, get) => ({
      requests: [],
      submitRequest: (fields) => {
        if (Object.keys(validateCustomOrder(fields)).length > 0) return null;
        // A timestamp id, like orders; nudged forward in the rare case two requests share a millisecond.
        let stamp = Date.now();
        while (get().requests.some((r) => r.id === String(stamp))) stamp += 1;
        const request = createCustomOrderRequest(fields, new Date(), String(stamp));
        set((s) => ({ requests: [...s.requests, request] }));
        return request;
      },
    }),
    persistOptions<CustomOrdersState, PersistedCustomOrders>({
      // SPEC §3 fixes this key and its shape: the plain list of requests.
      name: 'customOrders',
      version: 1,
      partialize: ({ requests }) => ({ requests }),
      codec: {
        encode: ({ requests }) => requests,
        decode: (raw) => ({ requests: raw }),
      },
    }),
  ),
);
registerPersistedStore(useCustomOrders);
