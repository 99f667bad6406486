// Requests for custom pieces: the shopper's request, and the owner's estimate and status changes.
import { validateCustomOrder, type CustomOrderFields } from '@/lib/support/custom-orders';
import { parseEstimate, type EstimateForm } from '@/lib/support/custom-request-status';
import type { CustomOrderRequest, CustomRequestStatus } from '@/types/shop';
import { invalid, type ShopResult } from './result';
import { backend, checkFields, hasErrors, notifyOwner } from './run';

export async function submitCustomRequest(fields: CustomOrderFields): Promise<ShopResult<CustomOrderRequest>> {
  const errors = validateCustomOrder(fields);
  if (hasErrors(errors)) return invalid(checkFields, errors);
  const submitted = await (await backend()).submitCustomRequest(fields);
  if (submitted.ok) notifyOwner({ kind: 'customRequest', record: submitted.value });
  return submitted;
}

export const setRequestStatus = async (requestId: string, status: CustomRequestStatus) =>
  (await backend()).setCustomRequestStatus(requestId, status);

/** Saves the owner's estimate as typed: price in dollars and cents, and a timeline. */
export async function setRequestEstimate(requestId: string, form: EstimateForm): Promise<ShopResult<CustomOrderRequest>> {
  const parsed = parseEstimate(form);
  if (!parsed.ok) return invalid(checkFields, parsed.errors);
  return (await backend()).setCustomRequestEstimate(requestId, parsed.estimate);
}
