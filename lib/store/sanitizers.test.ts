// The chat's stored guest id: kept when it is one the shop gives (the browser's own `guest_…`, or the shared
// server's account id, a Parse objectId), dropped when it is anything else, and never a crash.
import { describe, expect, it } from 'vitest';
import { sanitizers } from './sanitizers';

const guestIdOf = (stored: unknown) => sanitizers.chat(stored).guestId;

describe('the chat sanitizer keeps the guest ids the shop gives', () => {
  it.each([
    ['the browser backend’s', 'guest_3f2b8a34-5c1d-4e7f-9a0b-1c2d3e4f5a6b'],
    ['the browser backend’s, made without crypto.randomUUID', 'guest_m3x1k2ab12cd34ef56'],
    ['a migrated one', 'guest_1690000000000'],
    ['the shared server’s (a Parse objectId)', 'XAQbwi1yWN'],
  ])('keeps %s', (_, guestId) => {
    expect(guestIdOf({ conversations: [], guestId })).toBe(guestId);
  });

  it.each([
    ['a role’s name', 'admin'],
    ['an empty text', ''],
    ['a bare prefix', 'guest_'],
    ['a wildcard', '*'],
    ['markup', '<img src=x onerror=alert(1)>'],
    ['a path', '../../etc'],
    ['an objectId with a space', 'XAQbwi 1yW'],
    ['a very long text', `guest_${'a'.repeat(500)}`],
    ['a number', 42],
    ['an object', { id: 'XAQbwi1yWN' }],
    ['null', null],
  ])('drops %s', (_, guestId) => {
    expect(guestIdOf({ conversations: [], guestId })).toBeUndefined();
  });

  it.each([{ stored: undefined }, { stored: null }, { stored: 'chat' }, { stored: 7 }, { stored: [] }, { stored: [{ guestId: 'XAQbwi1yWN' }] }])(
    'reads $stored as nothing, without throwing',
    ({ stored }) => {
      expect(sanitizers.chat(stored)).toEqual({});
    },
  );
});
