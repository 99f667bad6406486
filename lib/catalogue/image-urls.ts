// Where product photos may come from: the photo host over https, or a path on this site ("/images/x.jpg").
// Anything else (data:, javascript:, http:, other hosts, "//host" and "/\host", which browsers read as another
// host) is refused where the owner types it (lib/catalogue/product-form.ts) and again when stored data is read.
export const PHOTO_HOST = 'images.unsplash.com';

export function isAllowedImageUrl(url: string): boolean {
  const value = url.trim();
  if (value === '' || /[\s\u0000-\u001f\u007f]/.test(value)) return false;
  if (value.startsWith('/')) return !/^\/[\\/]/.test(value);
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' && parsed.hostname === PHOTO_HOST && parsed.username === '' && parsed.password === '';
  } catch {
    return false;
  }
}
