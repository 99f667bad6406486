import { timestampId } from '@/lib/util/ids';
import { createCustomOrderRequest, validateCustomOrder, type CustomOrderFields } from '@/lib/support/custom-orders';
import type { CustomOrderRequest, CustomRequestStatus } from '@/types/shop';
import { customRequestsCopy } from '@/content/admin';
import { statusChangeProblem, type Estimate } from '@/lib/support/custom-request-status';
import { migrateCustomOrderRequests } from './migrations';
import { persistedStore, type SaveOutcome } from './persisted';

interface PersistedCustomOrders {
  requests: CustomOrderRequest[];
}

export type SubmitRequestOutcome =
  | { ok: true; request: CustomOrderRequest }
  | { ok: false; problem: 'invalid' | 'not-saved' };

export type RequestChangeOutcome =
  | { ok: true; request: CustomOrderRequest }
  | { ok: false; problem: 'not-found' | 'not-saved' }
  | { ok: false; problem: 'refused'; reason: string };

interface CustomOrdersActions {
  /** Saves a valid request as pending and returns it; nothing is saved when the fields are not valid. */
  submitRequest: (fields: CustomOrderFields) => Promise<SubmitRequestOutcome>;
  /** The owner moves a request along (lib/support/custom-request-status.ts), judged on what storage holds now. */
  setRequestStatus: (id: string, status: CustomRequestStatus) => Promise<RequestChangeOutcome>;
  /** The owner's estimate; a request already accepted, declined or completed keeps the one it was quoted. */
  setEstimate: (id: string, estimate: Estimate) => Promise<RequestChangeOutcome>;
  /** Forgets every request held in this browser (a shared server's, when the owner's session ends here). */
  clear: () => Promise<SaveOutcome>;
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
  ({ save }) => {
    /** Applies `change` to the request as storage holds it now; the change says no with a reason. */
    const changeRequest = async (id: string, change: (request: CustomOrderRequest) => CustomOrderRequest | string): Promise<RequestChangeOutcome> => {
      let result: CustomOrderRequest | string | null = null;
      const outcome = await save(
        (s) => {
          const current = s.requests.find((r) => r.id === id);
          result = current ? change(current) : null;
          if (result === null || typeof result === 'string') return s;
          const changed = result;
          return { requests: s.requests.map((r) => (r.id === id ? changed : r)) };
        },
        { required: true },
      );
      const settled = result as CustomOrderRequest | string | null;
      if (settled === null) return { ok: false, problem: 'not-found' };
      if (typeof settled === 'string') return { ok: false, problem: 'refused', reason: settled };
      return outcome.saved ? { ok: true, request: settled } : { ok: false, problem: 'not-saved' };
    };
    return {
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
    setRequestStatus: (id, status) =>
      changeRequest(id, (request) => statusChangeProblem(request, status) ?? { ...request, status }),
    setEstimate: (id, { price, timeline }) =>
      changeRequest(id, (request) =>
        request.status === 'pending' || request.status === 'quoted'
          ? { ...request, estimatedPrice: price, estimatedTimeline: timeline }
          : customRequestsCopy.estimateLocked(customRequestsCopy.statusLabels[request.status]),
      ),
    clear: () => save(() => ({ requests: [] })),
    };
  },
);
