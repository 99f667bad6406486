// The owner's photos (docs/backend.md, "Photos"): Parse Server's files. Only the owner's role uploads them (an
// account's upload is refused here; a visitor without an account is refused by Parse's fileUpload options,
// server/start.mjs); nobody deletes them through the REST API but the master key: a photo goes when no product uses
// it any more (products.ts). Each is kept resized (keptPhoto) and served with a year's caching: its name is
// unique, so it never changes.
import { mkdirSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { photoUploadCopy } from '@/content/admin';
import { MAX_PHOTO_BYTES, PHOTO_TYPES, sniffPhotoType } from '@/lib/catalogue/photo-files';
import type { FileRequest, ParseSdk } from './parse-api';
import type { CloudContext } from './shared';

export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The extensions Parse Server takes for an upload (its fileUpload.fileExtensions): the photos' only. */
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'];

/**
 * The longest side a photo is kept at. A phone's 12 MP photo (4032 x 3024, about 2.5 MB) becomes about 170 kB: a
 * phone showing it across its screen (some 360 px at 3 device pixels each) or a laptop's product page (592 px at 2)
 * still gets all the detail it shows. Measured in docs/backend.md, "Photos".
 */
export const PHOTO_MAX_SIDE = 1600;

/**
 * The photo as the shop keeps it: turned upright as the camera held it, no larger than PHOTO_MAX_SIDE, as WebP at
 * quality 80, and without its metadata (a phone's photo carries where it was taken). Throws for bytes that are
 * not a whole image.
 */
export function keptPhoto(bytes: Uint8Array): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: 60_000_000 })
    .rotate()
    .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}

export function registerFiles(Parse: ParseSdk, cloud: CloudContext): void {
  const { forbidden, invalid, isOwner } = cloud;
  Parse.Cloud.beforeSave(Parse.File, async (request: FileRequest) => {
    if (request.master) return;
    if (!(await isOwner(request.user))) throw forbidden(photoUploadCopy.ownerOnly);
    const name = request.file._name;
    const bytes = request.file._source?.format === 'buffer' && request.file._source.buffer ? request.file._source.buffer : Buffer.from(request.file._data ?? '', 'base64');
    const type = sniffPhotoType(bytes.subarray(0, 16));
    // The name says what the bytes are (Parse serves a file with the type its name's extension says).
    if (!type || !name.endsWith(`.${PHOTO_TYPES[type]}`)) throw invalid(photoUploadCopy.notAnImage(name));
    if (request.fileSize > MAX_PHOTO_BYTES) throw invalid(photoUploadCopy.tooLarge(name, (request.fileSize / (1024 * 1024)).toFixed(1)));
    const kept = await keptPhoto(bytes).catch(() => {
      throw invalid(photoUploadCopy.notAnImage(name));
    });
    return new Parse.File('photo.webp', { base64: kept.toString('base64') }, 'image/webp');
  });
  Parse.Cloud.beforeDelete(Parse.File, (request: FileRequest) => {
    if (!request.master) throw forbidden(photoUploadCopy.ownerOnly);
  });
  Parse.Cloud.afterFind(Parse.File, (request: FileRequest) => {
    request.responseHeaders = { ...request.responseHeaders, 'Cache-Control': PHOTO_CACHE_CONTROL };
  });
}

/**
 * Parse Server's files adapter, a folder on this machine: `dir`, made if missing. Files are named by Parse with a
 * unique prefix (`<32 hex>_photo.jpg`); a name with anything else in it is refused rather than made into a path.
 */
export class DiskFilesAdapter {
  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  private path(name: string): string {
    if (!/^[A-Za-z0-9_][A-Za-z0-9_.-]*$/.test(name) || name.includes('..')) throw new Error(`Not a file name the shop stores: ${name}`);
    return join(this.dir, name);
  }

  async createFile(name: string, data: Uint8Array): Promise<void> {
    await writeFile(this.path(name), data, { flag: 'wx' });
  }

  async deleteFile(name: string): Promise<void> {
    await rm(this.path(name), { force: true });
  }

  getFileData(name: string): Promise<Buffer> {
    return readFile(this.path(name));
  }

  getFileLocation(config: { mount: string; applicationId: string }, name: string): string {
    return `${config.mount}/files/${config.applicationId}/${encodeURIComponent(name)}`;
  }

  validateFilename(): null {
    return null;
  }
}

/** The S3-compatible adapter's package, installed only where it is used (docs/backend.md). */
export const S3_ADAPTER = '@parse/s3-files-adapter';

/**
 * Where the files are kept, by setting: FILES_S3_BUCKET names an S3-compatible bucket (with FILES_S3_REGION,
 * FILES_S3_ENDPOINT for a provider other than AWS, FILES_S3_PREFIX a folder in the bucket; the access keys from
 * AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY), so that several instances share them; otherwise a folder on this
 * machine, FILES_DIR or `defaultDir`. The files are served through this server either way (its file address is the
 * only one the shop's Content-Security-Policy names).
 */
export function filesAdapterFor(env: Record<string, string | undefined>, defaultDir: string) {
  const bucket = env.FILES_S3_BUCKET?.trim();
  if (!bucket) return { kind: 'disk' as const, adapter: new DiskFilesAdapter(env.FILES_DIR?.trim() || defaultDir) };
  const endpoint = env.FILES_S3_ENDPOINT?.trim();
  return {
    kind: 's3' as const,
    adapter: {
      module: S3_ADAPTER,
      options: {
        bucket,
        region: env.FILES_S3_REGION?.trim() || 'us-east-1',
        bucketPrefix: env.FILES_S3_PREFIX?.trim() || '',
        directAccess: false,
        ...(endpoint ? { s3overrides: { endpoint, forcePathStyle: true } } : {}),
      },
    },
  };
}
