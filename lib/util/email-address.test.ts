import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email-address';

describe('isValidEmail', () => {
  it.each([
    ['ada@example.com', true],
    ['  ada@example.com ', true],
    ['first.last+tag@mail.example.co.uk', true],
    ['', false],
    ['ada', false],
    ['ada@', false],
    ['ada@example', false],
    ['ada @example.com', false],
    ['@example.com', false],
    ['ada@example..com', false],
  ])('%j is valid: %s', (value, valid) => {
    expect(isValidEmail(value)).toBe(valid);
  });
});
