// Where product photos may come from: the photo host over https, or a path on this site. Anything else (data:,
// javascript:, other hosts, protocol-relative //host) is refused where the owner types it and again when read.
export const PHOTO_HOST = 'images.unsplash.com';

export function isAllowedImageUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname === PHOTO_HOST && parsed.username === '' && parsed.password === '';
  } catch {
    return false;
  }
}
