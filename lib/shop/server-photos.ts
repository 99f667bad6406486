// The owner's photo uploads on a server build (components/admin/photo-upload.tsx): one file each, sent as it is to
// Parse Server's files (server/cloud/files.ts), which answers the address the photo is served at.
import { photoUploadCopy } from '@/content/admin';
import { isPhotoType, photoFileProblem, uploadName } from '@/lib/catalogue/photo-files';
import { fail, succeed, type ShopResult } from './result';
import { ownerToken } from './server-records';
import { serverSettings } from './server-rest';

/** A phone's photo on a slow connection: several megabytes, so longer than a record's request may take. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** Uploads the owner's photo; answers its address, or why it was not taken (the file's own problem, or the server's). */
export async function uploadPhoto(file: File): Promise<ShopResult<string>> {
  const problem = photoFileProblem(file);
  const settings = serverSettings();
  if (problem || !settings || !isPhotoType(file.type)) return fail({ kind: 'invalid', message: problem ?? photoUploadCopy.failed(file.name), fields: {} });
  const headers: Record<string, string> = { 'X-Parse-Application-Id': settings.appId, 'Content-Type': file.type };
  const token = ownerToken();
  if (token) headers['X-Parse-Session-Token'] = token;
  try {
    const response = await fetch(`${settings.serverURL}/files/${uploadName(file.type)}`, {
      method: 'POST',
      headers,
      body: file,
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    });
    const body = (await response.json()) as { url?: unknown; error?: unknown };
    if (response.ok && typeof body.url === 'string') return succeed(body.url);
    // The server's own refusal (not the owner's role, not the photo its name says) is said as it is.
    if (response.status === 400 && typeof body.error === 'string') return fail({ kind: 'invalid', message: body.error, fields: {} });
    return fail({ kind: 'unavailable', message: photoUploadCopy.failed(file.name) });
  } catch {
    return fail({ kind: 'unavailable', message: photoUploadCopy.failed(file.name) });
  }
}
