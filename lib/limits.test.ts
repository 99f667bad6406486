// Each form refuses text longer than its field allows, with the same message, and says how long it is.
import { describe, expect, it } from 'vitest';
import { tooLong } from '@/content/limits';
import { emptyAuthForm, validateAuth } from '@/lib/accounts/auth';
import { replyTooLong, validateNewConversation } from '@/lib/chat/conversations';
import { checkoutFormFor, validateField } from '@/lib/orders/checkout';
import { validateContact } from '@/lib/support/contact';
import { emptyContactFields } from '@/lib/support/contact-fields';
import { emptyCustomOrderFields, validateCustomOrder } from '@/lib/support/custom-orders';
import { emptyDraft, validateDraft } from '@/lib/catalogue/product-form';
import { profileFormFor, validateProfile } from '@/lib/accounts/profile';
import { reviewProblem } from '@/lib/catalogue/reviews';
import { ada } from '@/test-support/user';

const x = (n: number) => 'x'.repeat(n);

describe('the over-long message', () => {
  it('names the limit and the length, with thousands grouped', () => {
    expect(tooLong(2000, 2345)).toBe('Please keep this to 2,000 characters or fewer (it has 2,345).');
    expect(tooLong(100, 101)).toBe('Please keep this to 100 characters or fewer (it has 101).');
  });
});

describe('every form holds its text to the limits', () => {
  it('review: title 120, comment 2,000', () => {
    const draft = { rating: 5, title: 'Good', comment: 'Fine' };
    expect(reviewProblem({ ...draft, title: x(120) }, true)).toBeNull();
    expect(reviewProblem({ ...draft, title: x(121) }, true)).toBe(tooLong(120, 121));
    expect(reviewProblem({ ...draft, comment: x(2001) }, true)).toBe(tooLong(2000, 2001));
  });

  it('contact: name 100, message 2,000', () => {
    const fields = { ...emptyContactFields, name: 'Ada', email: 'ada@example.com', subject: 'Other', message: 'Hi' };
    expect(validateContact(fields)).toEqual({});
    expect(validateContact({ ...fields, name: x(101), message: x(2001) })).toEqual({
      name: tooLong(100, 101),
      message: tooLong(2000, 2001),
    });
  });

  it('custom request: description 2,000, name 100', () => {
    const fields = { ...emptyCustomOrderFields, name: 'Ada', email: 'ada@example.com', projectType: 'serving-tray', description: 'A tray' };
    expect(validateCustomOrder(fields)).toEqual({});
    expect(validateCustomOrder({ ...fields, description: x(2001), name: x(101) })).toEqual({
      description: tooLong(2000, 2001),
      name: tooLong(100, 101),
    });
  });

  it('chat: a first message or a reply of 2,000 at most, a guest name of 100', () => {
    const input = { subject: 'Shipping', message: x(2001), guestName: x(101), guestEmail: 'bo@example.com' };
    expect(validateNewConversation(input, false)).toEqual({ message: tooLong(2000, 2001), guestName: tooLong(100, 101) });
    expect(replyTooLong(x(2000))).toBeNull();
    expect(replyTooLong(x(2001))).toBe(tooLong(2000, 2001));
  });

  it('profile and sign-up: names 100', () => {
    expect(validateProfile({ ...profileFormFor(ada), firstName: x(101) })).toEqual({ firstName: tooLong(100, 101) });
    const signup = { ...emptyAuthForm, firstName: x(101), lastName: 'L', email: 'a@example.com', password: 'p', confirmPassword: 'p' };
    expect(validateAuth('signup', signup)).toEqual({ firstName: tooLong(100, 101) });
  });

  it('checkout: the street 200, names 100', () => {
    const form = { ...checkoutFormFor(ada), street: x(201), firstName: x(101) };
    expect(validateField('street', form, new Date())).toBe(tooLong(200, 201));
    expect(validateField('firstName', form, new Date())).toBe(tooLong(100, 101));
  });

  it('admin product form: name 100, description 5,000', () => {
    const draft = { ...emptyDraft(), name: 'Board', description: 'Maple', price: '20', images: ['/a.jpg'] };
    expect(validateDraft(draft).ok).toBe(true);
    expect(validateDraft({ ...draft, description: x(5001) })).toEqual({ ok: false, error: tooLong(5000, 5001), fields: ['description'] });
    expect(validateDraft({ ...draft, name: x(101) })).toEqual({ ok: false, error: tooLong(100, 101), fields: ['name'] });
  });
});
