import { describe, expect, it } from 'vitest';
import { budgets, customForm, quantities, timelines, woodTypes } from '@/content/pages/custom';
import { createCustomOrderRequest, emptyCustomOrderFields, validateCustomOrder, type CustomOrderFields } from './custom-orders';

const filled: CustomOrderFields = {
  ...emptyCustomOrderFields,
  name: ' Ada Lovelace ',
  email: 'ada@example.com',
  projectType: 'cutting-board',
  description: ' An end-grain walnut board, 18 x 12. ',
};

describe('custom-order request form (rules §5, §9)', () => {
  it('lists the rules’ options as stored values', () => {
    expect(woodTypes.map((o) => o.value)).toEqual(['walnut', 'maple', 'cherry', 'oak', 'acacia', 'bamboo', 'mixed', 'other']);
    expect(budgets.map((o) => o.value)).toEqual(['under-200', '200-500', '500-1000', '1000-2500', '2500-5000', 'over-5000']);
    expect(timelines.map((o) => o.value)).toEqual(['1-2-weeks', '3-4-weeks', '1-2-months', '2-3-months', 'flexible']);
    expect(timelines[0].label).toMatch(/rush fee/);
    expect(quantities.map((o) => o.value)).toEqual(['1', '2', '3-5', '6-10', '11-25', '25+']);
  });

  it('needs full name, email, project type and description; the rest is optional', () => {
    expect(validateCustomOrder(filled)).toEqual({});
    expect(validateCustomOrder({ ...emptyCustomOrderFields, quantity: '' })).toEqual({
      name: customForm.errors.name,
      email: customForm.errors.email,
      projectType: customForm.errors.projectType,
      description: customForm.errors.description,
    });
    expect(validateCustomOrder({ ...filled, email: 'ada@' })).toEqual({ email: customForm.errors.emailInvalid });
  });

  it('refuses a choice that is not one of the options', () => {
    expect(validateCustomOrder({ ...filled, woodType: 'mahogany', budget: 'lots', projectType: 'spaceship' })).toEqual({
      projectType: customForm.errors.projectType,
      woodType: customForm.errors.choice,
      budget: customForm.errors.choice,
    });
  });

  it('saves the request as pending, with no estimate yet (rules §3)', () => {
    const now = new Date('2025-05-01T12:00:00.000Z');
    expect(createCustomOrderRequest({ ...filled, woodType: 'walnut', quantity: '3-5' }, now, '1746100800000')).toEqual({
      id: '1746100800000',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '',
      projectType: 'cutting-board',
      woodType: 'walnut',
      dimensions: '',
      description: 'An end-grain walnut board, 18 x 12.',
      budget: '',
      timeline: '',
      engraving: '',
      inspiration: '',
      quantity: '3-5',
      status: 'pending',
      createdAt: '2025-05-01T12:00:00.000Z',
      estimatedPrice: null,
      estimatedTimeline: null,
    });
  });
});
