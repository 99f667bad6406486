import { timestampId } from '../ids';
import { createCustomOrderRequest, validateCustomOrder, type CustomOrderFields } from '../custom-orders';
import type { CustomOrderRequest } from '@/types/shop';
import { migrateCustomOrderRequests } from './migrations';
import { persistedStore } from './persisted';

interface PersistedCustomOrders {
  requests: CustomOrderRequest[];
}

export type SubmitRequestOutcome =
  | { ok: true; request: CustomOrderRequest }
  | { ok: false; problem: 'invalid' | 'not-saved' };

interface CustomOrdersActions {
  /** Saves a valid request as pending and returns it; nothing is saved when the fields are not valid. */
  submitRequest: (fields: CustomOrderFields) => Promise<SubmitRequestOutcome>;
}

export const useCustomOrders = persistedStore<PersistedCustomOrders, CustomOrdersActions>(
  {
    // The key and its shape are fixed: the plain list of requests, with no envelope.
    store: 'customOrders',
    initial: { requests: [] },
    migrate: (stored) => stored,
    codec: {
      encode: ({ requests }) => requests,
      decode: (raw) => (Array.isArray(raw) ? { requests: migrateCustomOrderRequests(raw) } : undefined),
    },
  },
  ({ save }) => ({
    submitRequest: async (fields) => {
      if (Object.keys(validateCustomOrder(fields)).length > 0) return { ok: false, problem: 'invalid' };
      let request: CustomOrderRequest | null = null;
      const outcome = await save(
        (s) => {
          const id = timestampId(Date.now(), s.requests.map((r) => r.id));
          request = createCustomOrderRequest(fields, new Date(), id);
          return { requests: [...s.requests, request] };
        },
        { required: true },
      );
      return outcome.saved && request ? { ok: true, request } : { ok: false, problem: 'not-saved' };
    },
  }),
);
