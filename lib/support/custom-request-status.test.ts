import { describe, expect, it } from 'vitest';
import type { CustomOrderRequest, CustomRequestStatus } from '@/types/shop';
import { nextStatuses, parseEstimate, statusChangeProblem } from './custom-request-status';

const request = (status: CustomRequestStatus, estimatedPrice: number | null = 450, estimatedTimeline: string | null = '3-4 weeks'): CustomOrderRequest => ({
  id: '1',
  name: 'Ada',
  email: 'ada@example.com',
  phone: '',
  projectType: 'cutting-board',
  woodType: '',
  dimensions: '',
  description: 'A board',
  budget: '',
  timeline: '',
  engraving: '',
  inspiration: '',
  quantity: '1',
  status,
  createdAt: '2026-06-15T18:30:00.000Z',
  estimatedPrice,
  estimatedTimeline,
});

describe('custom request statuses', () => {
  it('move pending -> quoted -> accepted or declined, accepted -> completed, and never back', () => {
    expect({
      pending: nextStatuses('pending'),
      quoted: nextStatuses('quoted'),
      accepted: nextStatuses('accepted'),
      declined: nextStatuses('declined'),
      completed: nextStatuses('completed'),
    }).toEqual({ pending: ['quoted'], quoted: ['accepted', 'declined'], accepted: ['completed'], declined: [], completed: [] });
  });

  it('say why a move is refused', () => {
    expect(statusChangeProblem(request('pending'), 'quoted')).toBeNull();
    expect(statusChangeProblem(request('pending', null, null), 'quoted')).toBe('Save an estimate (price and timeline) before marking the request quoted.');
    expect(statusChangeProblem(request('pending'), 'completed')).toBe('This request is pending: it cannot be marked completed.');
    expect(statusChangeProblem(request('declined'), 'accepted')).toBe('This request is declined: it cannot be marked accepted.');
    expect(statusChangeProblem(request('accepted'), 'completed')).toBeNull();
  });
});

describe('an estimate', () => {
  it('is dollars and cents of 0 or more and a timeline', () => {
    expect(parseEstimate({ price: '450', timeline: ' 3-4 weeks ' })).toEqual({ ok: true, estimate: { price: 450, timeline: '3-4 weeks' } });
    expect(parseEstimate({ price: '1234.5', timeline: '2 months' })).toEqual({ ok: true, estimate: { price: 1234.5, timeline: '2 months' } });
    expect(parseEstimate({ price: '-5', timeline: '' })).toEqual({
      ok: false,
      errors: { price: 'Enter the estimate in dollars, like 450 or 450.00.', timeline: 'Enter the estimated timeline, like 3-4 weeks.' },
    });
    expect(parseEstimate({ price: '12.345', timeline: 'x'.repeat(201) })).toEqual({
      ok: false,
      errors: { price: 'Enter the estimate in dollars, like 450 or 450.00.', timeline: 'Please keep the timeline to 200 characters or fewer.' },
    });
  });
});
