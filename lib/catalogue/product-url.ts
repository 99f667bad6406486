// Reading a product id back from a URL path; kept apart from lib/routes (which knows the seed catalogue) so
// the not-found page can use it without loading the catalogue.

/** The id in a /product/<id> path (as a static host passes it to 404.html), or null for any other path. */
export function productIdFromPath(pathname: string): string | null {
  const match = /^\/product\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}
