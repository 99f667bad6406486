// The photo hosts the shop accepts, a build setting (NEXT_PUBLIC_PHOTO_HOSTS), read alike by the product form's
// check (image-urls.ts), next.config's images and the Content-Security-Policy (scripts/csp.mjs). Plain JavaScript
// so that next.config.mjs and scripts/csp.mjs, which Node runs as they are, read the same rule as the pages.

/** The seed catalogue's photo host: the setting's value when it is empty or unset. */
export const DEFAULT_PHOTO_HOSTS = 'images.unsplash.com';

const LOCAL = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origins a setting names: host names separated by commas or spaces, each served over https
 * (`images.unsplash.com, photos.example.com`), or whole origins (`https://photos.example.com:8443`; http only for
 * this machine, `http://localhost:4302`, for tests). An entry that is not one of these throws, so a build with a
 * mistyped setting stops (next.config.mjs reads it first) instead of refusing every photo.
 */
export function photoOrigins(setting) {
  const text = typeof setting === 'string' && setting.trim() !== '' ? setting : DEFAULT_PHOTO_HOSTS;
  const origins = text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(entry) ? entry : `https://${entry}`;
      let url;
      try {
        url = new URL(withScheme);
      } catch {
        url = null;
      }
      const plain = url && /^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:]+\]$/i.test(url.hostname) && url.username === '' && url.password === '' && url.search === '' && url.hash === '' && url.pathname === '/';
      const secure = url && (url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL.has(url.hostname)));
      if (!plain || !secure || withScheme.replace(/\/$/, '').toLowerCase() !== url.origin.toLowerCase()) {
        throw new Error(
          `NEXT_PUBLIC_PHOTO_HOSTS: "${entry}" is not a photo host. Name hosts such as photos.example.com (https), or origins such as https://photos.example.com:8443.`,
        );
      }
      return url.origin;
    });
  return [...new Set(origins)];
}
