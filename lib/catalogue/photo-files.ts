// The photos the owner uploads on a server build (components/admin/photo-upload.tsx, server/cloud/files.ts):
// JPEG, PNG or WebP, 10 MB or less each. The browser checks what the file says it is and its size before sending
// it; the server checks the same, and the file's first bytes, before storing it.
import { photoUploadCopy } from '@/content/admin';

/** The largest photo the shop stores: a phone's full-size photo is 2-6 MB. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** The types the shop takes, with the extension the stored file is named with. */
export const PHOTO_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type PhotoType = keyof typeof PHOTO_TYPES;

export const isPhotoType = (type: string): type is PhotoType => Object.hasOwn(PHOTO_TYPES, type);

/** Why a chosen file is refused (its name, type and size as the browser gives them), or null when it may go. */
export function photoFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!isPhotoType(file.type)) return photoUploadCopy.notAnImage(file.name);
  if (file.size > MAX_PHOTO_BYTES) return photoUploadCopy.tooLarge(file.name, (file.size / (1024 * 1024)).toFixed(1));
  return null;
}

/** The name a photo is uploaded under: the server adds its own unique prefix; nothing of the owner's file name. */
export const uploadName = (type: PhotoType): string => `photo.${PHOTO_TYPES[type]}`;

/** The type a file's first bytes show (JPEG, PNG or WebP), or null: a file named .jpg that is not one is refused. */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return 'image/webp';
  return null;
}
