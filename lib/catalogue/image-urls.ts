// Where product photos may come from: the build's photo hosts (NEXT_PUBLIC_PHOTO_HOSTS, photo-hosts.mjs), a path
// on this site ("/images/x.jpg"), and on a server build the photos the owner uploaded, at the server's file address.
// Anything else (data:, javascript:, http: elsewhere, other hosts, "//host" and "/\host", which browsers read as
// another host) is refused where the owner types it (lib/catalogue/product-form.ts) and again when stored data is read.
import { photoOrigins } from './photo-hosts.mjs';

/** What a build accepts: the photo hosts' origins, and the address the shared server serves its files under. */
export interface PhotoSources {
  origins: readonly string[];
  /** `<server>/files/<app id>/`: the address Parse Server serves the shop's files under, each `<that><name>`. */
  files?: string;
}

/** The file address of the app `appId` on a Parse Server at `serverURL` (its REST address, ending in /parse). */
export const filesAddress = (serverURL: string, appId: string): string => `${serverURL.replace(/\/+$/, '')}/files/${appId}/`;

/** This build's: its setting, and its server's files when it names a server (the static export drops that branch). */
export const BUILD_PHOTO_SOURCES: PhotoSources = {
  origins: photoOrigins(process.env.NEXT_PUBLIC_PHOTO_HOSTS),
  files: process.env.NEXT_PUBLIC_PARSE_SERVER_URL
    ? filesAddress(process.env.NEXT_PUBLIC_PARSE_SERVER_URL, process.env.NEXT_PUBLIC_PARSE_APP_ID || 'workshop-shop')
    : undefined,
};

/** The shared server's Cloud Code names its own file address as it starts (server/cloud/index.ts). */
export function acceptFilesAt(files: string): void {
  BUILD_PHOTO_SOURCES.files = files;
}

/** The photo hosts named in words, for the form's hint and refusal: "images.unsplash.com or photos.example.com". */
export function photoHostNames(sources: PhotoSources = BUILD_PHOTO_SOURCES): string {
  const names = sources.origins.map((origin) => (origin.startsWith('https://') ? origin.slice('https://'.length) : origin));
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : names[0];
}

export function isAllowedImageUrl(url: string, sources: PhotoSources = BUILD_PHOTO_SOURCES): boolean {
  const value = url.trim();
  if (value === '' || /[\s\u0000-\u001f\u007f]/.test(value)) return false;
  if (value.startsWith('/')) return !/^\/[\\/]/.test(value);
  try {
    const parsed = new URL(value);
    if (parsed.username !== '' || parsed.password !== '') return false;
    if (sources.origins.includes(parsed.origin)) return true;
    // An uploaded photo: one file name under the server's file address as typed, nothing else (no query, no ..).
    if (!sources.files || !value.startsWith(sources.files)) return false;
    return /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/.test(value.slice(sources.files.length)) && !value.includes('..');
  } catch {
    return false;
  }
}
