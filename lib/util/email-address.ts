/**
 * Whether text looks like an email address: something@something.tld, no spaces. The same check as a browser's
 * `type="email"` field in spirit (deliberately loose: the address is only used to write back).
 */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}
