// Custom-order requests (rules §3, §4, §5): what the form must have, and the request it saves.
import { budgets, customForm, projectTypes, quantities, timelines, woodTypes } from '@/content/pages/custom';
import type { FormOption } from '@/content/pages/types';
import { isValidEmail } from '@/lib/util/email-address';
import type { CustomOrderRequest } from '@/types/shop';
import { TEXT_LIMITS, overLongFields } from '@/lib/limits';

/** What the shopper fills in: every field of a request that is not set by the shop. */
export type CustomOrderFields = Pick<
  CustomOrderRequest,
  | 'name'
  | 'email'
  | 'phone'
  | 'projectType'
  | 'woodType'
  | 'dimensions'
  | 'description'
  | 'budget'
  | 'timeline'
  | 'engraving'
  | 'inspiration'
  | 'quantity'
>;

export const emptyCustomOrderFields: CustomOrderFields = {
  name: '',
  email: '',
  phone: '',
  projectType: '',
  woodType: '',
  dimensions: '',
  description: '',
  budget: '',
  timeline: '',
  engraving: '',
  inspiration: '',
  quantity: '1',
};

export type CustomOrderErrors = Partial<Record<keyof CustomOrderFields, string>>;

const isOption = (options: readonly FormOption[], value: string) => options.some((o) => o.value === value);

const CUSTOM_ORDER_LIMITS: Partial<Record<keyof CustomOrderFields, number>> = {
  name: TEXT_LIMITS.name,
  email: TEXT_LIMITS.email,
  phone: TEXT_LIMITS.phone,
  dimensions: TEXT_LIMITS.line,
  description: TEXT_LIMITS.message,
  engraving: TEXT_LIMITS.line,
  inspiration: TEXT_LIMITS.message,
};

/**
 * rules §5: full name, email, project type and project description are required; everything else is optional,
 * but a choice that is given must be one of the listed options.
 */
export function validateCustomOrder(fields: CustomOrderFields): CustomOrderErrors {
  const errors: CustomOrderErrors = {};
  if (!fields.name.trim()) errors.name = customForm.errors.name;
  if (!fields.email.trim()) errors.email = customForm.errors.email;
  else if (!isValidEmail(fields.email)) errors.email = customForm.errors.emailInvalid;
  if (!isOption(projectTypes, fields.projectType)) errors.projectType = customForm.errors.projectType;
  if (!fields.description.trim()) errors.description = customForm.errors.description;
  Object.assign(errors, { ...overLongFields(fields, CUSTOM_ORDER_LIMITS), ...errors });
  const optional: [keyof CustomOrderFields, readonly FormOption[]][] = [
    ['woodType', woodTypes],
    ['budget', budgets],
    ['timeline', timelines],
    ['quantity', quantities],
  ];
  for (const [field, options] of optional) {
    if (fields[field] !== '' && !isOption(options, fields[field])) errors[field] = customForm.errors.choice;
  }
  return errors;
}

/** rules §3/§4: the saved request, pending, with no estimate yet. Text is trimmed. */
export function createCustomOrderRequest(fields: CustomOrderFields, now: Date, id: string): CustomOrderRequest {
  const trimmed = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.trim()])) as CustomOrderFields;
  return {
    id,
    ...trimmed,
    status: 'pending',
    createdAt: now.toISOString(),
    estimatedPrice: null,
    estimatedTimeline: null,
  };
}
