// Custom requests: sent by anyone, read, quoted and moved along by the owner alone.
import { createCustomOrderRequest, validateCustomOrder, type CustomOrderFields } from '@/lib/support/custom-orders';
import { parseEstimate, statusChangeProblem } from '@/lib/support/custom-request-status';
import { CLASSES } from '@/lib/shop/server-protocol';
import { CUSTOM_REQUEST_STATUSES, type CustomOrderRequest, type CustomRequestStatus } from '@/types/shop';
import type { ParseSdk, ParseUser, TriggerRequest } from './parse-api';
import { fieldsOf, isClientKey, type CloudContext } from './shared';

export function registerCustomRequests(Parse: ParseSdk, cloud: CloudContext): void {
  const { forbidden, invalid, conflict, requireOwner, refuseChosenId, ownerOnly } = cloud;

  // Custom requests: anyone sends one (pending, no estimate); the owner quotes and moves it along.
  // Custom requests are the owner's to read. Their class lets every signed-in session find (schema.ts: LiveQuery
  // checks a subscription against it without the subscriber's roles), so the owner's role is checked here too, for
  // a list, a read and a live subscription, besides each request's owner-only ACL.
  const ownerReadsOnly = (request: { user?: ParseUser; master?: boolean }) => requireOwner({ user: request.user, master: request.master === true });
  Parse.Cloud.beforeFind(CLASSES.customRequest, ownerReadsOnly);
  Parse.Cloud.beforeSubscribe(CLASSES.customRequest, ownerReadsOnly);

  Parse.Cloud.beforeSave(CLASSES.customRequest, async (request: TriggerRequest) => {
    if (request.master) return;
    const stored = request.object;
    if (!request.original) {
      refuseChosenId(request);
      const fields = fieldsOf<Record<string, unknown>>(stored);
      const typed = Object.fromEntries(
        (['name', 'email', 'phone', 'projectType', 'woodType', 'dimensions', 'description', 'budget', 'timeline', 'engraving', 'inspiration', 'quantity'] as const).map(
          (name) => [name, typeof fields[name] === 'string' ? fields[name] : ''],
        ),
      ) as CustomOrderFields;
      const errors = validateCustomOrder(typed);
      if (Object.keys(errors).length > 0) throw invalid(Object.values(errors)[0] as string);
      const { id: _id, createdAt: _createdAt, ...fresh } = createCustomOrderRequest(typed, new Date(), 'new');
      // The browser's key for this request: a retry of it (a late answer) is refused as a duplicate, not kept twice.
      if (fields.clientKey !== undefined && !isClientKey(fields.clientKey)) throw invalid('A request needs its key.');
      for (const key of Object.keys(fields)) if (!(key in fresh) && key !== 'id' && key !== 'createdAt' && key !== 'clientKey') stored.unset(key);
      stored.set(fresh);
      stored.setACL(ownerOnly());
      return;
    }
    await requireOwner(request);
    const before = fieldsOf<CustomOrderRequest>(request.original);
    const changed = stored.dirtyKeys();
    if (changed.some((key) => !['status', 'estimatedPrice', 'estimatedTimeline'].includes(key))) throw forbidden('Only the status and the estimate can be changed.');
    if (changed.includes('estimatedPrice') || changed.includes('estimatedTimeline')) {
      const estimate = parseEstimate({ price: String(stored.get('estimatedPrice') ?? ''), timeline: String(stored.get('estimatedTimeline') ?? '') });
      if (!estimate.ok) throw invalid(Object.values(estimate.errors)[0] as string);
      stored.set({ estimatedPrice: estimate.estimate.price, estimatedTimeline: estimate.estimate.timeline });
    }
    if (changed.includes('status')) {
      const status = stored.get('status') as CustomRequestStatus;
      if (!(CUSTOM_REQUEST_STATUSES as readonly unknown[]).includes(status)) throw invalid('Unknown request status.');
      const problem = statusChangeProblem({ ...before, estimatedPrice: stored.get('estimatedPrice') as number | null, estimatedTimeline: stored.get('estimatedTimeline') as string | null }, status);
      if (problem) throw conflict(problem);
    }
  });
}
