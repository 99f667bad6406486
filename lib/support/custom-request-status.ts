// What the owner may do with a custom-order request: quote it (an estimated price and timeline), then move it along
// pending -> quoted -> accepted or declined, and accepted -> completed. Nothing goes back.
import { customRequestsCopy as copy } from '@/content/admin';
import type { CustomOrderRequest, CustomRequestStatus } from '@/types/shop';
import { TEXT_LIMITS } from '@/lib/limits';
import { parsePrice } from '@/lib/catalogue/product-form';

const NEXT: Record<CustomRequestStatus, readonly CustomRequestStatus[]> = {
  pending: ['quoted'],
  quoted: ['accepted', 'declined'],
  accepted: ['completed'],
  declined: [],
  completed: [],
};

export function nextStatuses(status: CustomRequestStatus): readonly CustomRequestStatus[] {
  return NEXT[status];
}

/** Null when the request may move to `status`, else the reason to show. */
export function statusChangeProblem(request: CustomOrderRequest, status: CustomRequestStatus): string | null {
  if (!NEXT[request.status].includes(status)) {
    return copy.notAllowed(copy.statusLabels[request.status], copy.statusLabels[status]);
  }
  if (status === 'quoted' && (request.estimatedPrice === null || !request.estimatedTimeline)) return copy.quoteFirst;
  return null;
}

export interface EstimateForm {
  price: string;
  timeline: string;
}

export type Estimate = { price: number; timeline: string };

/** The estimate as typed, checked: dollars and cents of 0 or more, and a timeline line. */
export function parseEstimate(form: EstimateForm): { ok: true; estimate: Estimate } | { ok: false; errors: Partial<Record<keyof EstimateForm, string>> } {
  const errors: Partial<Record<keyof EstimateForm, string>> = {};
  const price = parsePrice(form.price);
  const timeline = form.timeline.trim();
  if (price === null) errors.price = copy.priceInvalid;
  if (!timeline) errors.timeline = copy.timelineMissing;
  else if (timeline.length > TEXT_LIMITS.line) errors.timeline = copy.timelineTooLong(TEXT_LIMITS.line);
  return price !== null && Object.keys(errors).length === 0 ? { ok: true, estimate: { price, timeline } } : { ok: false, errors };
}
