// The small pieces of signing in that every page's header needs (the Login link and the account menu), kept
// apart from lib/accounts/auth so the header does not carry the sign-in form's rules and messages.

/** rules §5: a missing first name is the part of the email before the @. */
export function defaultFirstName(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.indexOf('@');
  return at === -1 ? trimmed : trimmed.slice(0, at);
}

export const LOGIN_PATH = '/login';
const PLACEHOLDER_ORIGIN = 'https://return-path.invalid';

/**
 * Where to go after signing in: the `redirect` parameter when it is a path of this site, else '/'. Only a single
 * leading '/' is accepted, before and after dot segments are resolved: no '//host' or '/\host' (browsers read both
 * as another origin), no scheme, no control characters or backslashes (browsers drop or turn them into '/'), and
 * never back to /login itself.
 */
export function safeReturnPath(raw: string | null | undefined): string {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//')) return '/';
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return '/';
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return '/';
  }
  // Checked again once resolved: '/..//host' and '/.//host' only become '//host' (another site) here.
  if (url.origin !== PLACEHOLDER_ORIGIN || url.pathname.startsWith('//')) return '/';
  if (url.pathname === LOGIN_PATH || url.pathname.startsWith(`${LOGIN_PATH}/`)) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login with the page to come back to ('/login' alone when that is the home page). */
export function loginPath(returnTo: string): string {
  const safe = safeReturnPath(returnTo);
  return safe === '/' ? LOGIN_PATH : `${LOGIN_PATH}?redirect=${encodeURIComponent(safe)}`;
}
