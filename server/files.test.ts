// The owner's photos on the shared server (cloud/files.ts): uploaded by the owner's role only, photos only, served
// with a year's caching, and removed once no product uses them. Sent as a browser (or curl) would.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import sharp from 'sharp';
import { DiskFilesAdapter, filesAdapterFor, PHOTO_MAX_SIDE } from '@/server/cloud/files';
import { INVALID, PERMISSION_DENIED, call, signUp, signUpOwner, type Account } from '@/server/test/rest';

/** A photo of `width` x `height` of one colour, as a camera or an editor saves it. */
const photo = (width: number, height: number, format: 'jpeg' | 'png' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: { r: 150, g: 100, b: 60 } } })
    .toFormat(format)
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

/** The first bytes of a JPEG and a PNG, and an SVG: what says it is a photo but is not a whole one, and what is not. */
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** Parse's own refusal of an upload its fileUpload options do not allow. */
const FILE_SAVE_ERROR = 130;
const OWNER_ONLY = 'Only the shop’s owner may upload or delete photos.';

async function upload(name: string, bytes: Uint8Array, type: string, { session, master }: { session?: string; master?: boolean } = {}) {
  const { serverURL, appId, masterKey } = inject('backend');
  const headers: Record<string, string> = { 'X-Parse-Application-Id': appId, 'Content-Type': type };
  if (session) headers['X-Parse-Session-Token'] = session;
  if (master) headers['X-Parse-Master-Key'] = masterKey;
  const response = await fetch(`${serverURL}/files/${name}`, { method: 'POST', headers, body: new Blob([bytes as Uint8Array<ArrayBuffer>]) });
  return { status: response.status, body: (await response.json()) as { url?: string; name?: string; code?: number; error?: string } };
}

const product = (images: string[]) => ({
  name: `Photo Board ${Math.random().toString(36).slice(2, 8)}`,
  description: 'A board with the owner’s own photos.',
  price: 40,
  category: 'cutting-boards',
  inStock: true,
  weight: '',
  dimensions: '',
  craftingTime: '',
  images,
  materials: [],
});

describe('the owner’s photos', () => {
  let owner: Account;
  let shopper: Account;
  beforeAll(async () => {
    [owner, shopper] = await Promise.all([signUpOwner(), signUp('shopper')]);
  });

  it('takes the owner’s JPEG, PNG and WebP, keeps each as WebP no larger than 1600 px, and serves it with a year’s caching', async () => {
    const { serverURL, appId } = inject('backend');
    expect(PHOTO_MAX_SIDE).toBe(1600);
    const photos = [
      ['photo.jpg', await photo(4032, 3024, 'jpeg'), 'image/jpeg', [1600, 1200]],
      ['photo.png', await photo(300, 500, 'png'), 'image/png', [300, 500]],
      ['photo.webp', await photo(1000, 3000, 'webp'), 'image/webp', [533, 1600]],
    ] as const;
    for (const [name, bytes, type, [width, height]] of photos) {
      const answer = await upload(name, bytes, type, { session: owner.session });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(answer.body.url).toMatch(new RegExp(`^${serverURL}/files/${appId}/[a-f0-9]{32}_photo\\.webp$`));
      const served = await fetch(answer.body.url!);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const kept = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([kept.format, kept.width, kept.height]).toEqual(['webp', width, height]);
    }
  });

  it('refuses a shopper’s upload, and one without an account', async () => {
    const asShopper = await upload('photo.jpg', await photo(10, 10, 'jpeg'), 'image/jpeg', { session: shopper.session });
    expect(asShopper.status).toBe(400);
    expect(asShopper.body).toEqual({ code: PERMISSION_DENIED, error: OWNER_ONLY });
    const asNobody = await upload('photo.jpg', JPEG, 'image/jpeg');
    expect(asNobody.status).toBe(400);
    expect(asNobody.body).toEqual({ code: FILE_SAVE_ERROR, error: 'File upload by public is disabled.' });
  });

  it('refuses from the owner what is not a photo, or not the photo its name says', async () => {
    const svg = await upload('photo.svg', SVG, 'image/svg+xml', { session: owner.session });
    expect(svg.status).toBe(400);
    const notAPhoto = { code: INVALID, error: 'photo.jpg is not a photo the shop takes: choose a JPEG, PNG or WebP image.' };
    expect((await upload('photo.jpg', SVG, 'image/jpeg', { session: owner.session })).body).toEqual(notAPhoto);
    // The first bytes of a JPEG, and nothing after them.
    expect((await upload('photo.jpg', JPEG, 'image/jpeg', { session: owner.session })).body).toEqual(notAPhoto);
    const misnamed = await upload('photo.png', await photo(10, 10, 'jpeg'), 'image/png', { session: owner.session });
    expect(misnamed.body.code).toBe(INVALID);
    expect((await upload('photo.png', PNG, 'image/png', { session: owner.session })).body.code).toBe(INVALID);
  });

  it('lets nobody delete a photo through the REST API, the owner neither', async () => {
    const { url, name } = (await upload('photo.jpg', await photo(10, 10, 'jpeg'), 'image/jpeg', { session: owner.session })).body;
    const { serverURL, appId } = inject('backend');
    for (const session of [owner.session, shopper.session]) {
      const answer = await fetch(`${serverURL}/files/${name}`, { method: 'DELETE', headers: { 'X-Parse-Application-Id': appId, 'X-Parse-Session-Token': session } });
      expect(answer.status).not.toBe(200);
    }
    expect((await fetch(url!)).status).toBe(200);
  });

  it('keeps a photo while a product uses it, and removes it when no product does', async () => {
    const bytes = await photo(20, 20, 'jpeg');
    const uploaded = async () => (await upload('photo.jpg', bytes, 'image/jpeg', { session: owner.session })).body.url!;
    const [first, second, shared] = [await uploaded(), await uploaded(), await uploaded()];
    const made = await call<{ objectId: string }>('POST', '/classes/Product', { session: owner.session, body: product([first, second, shared]) });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const other = await call<{ objectId: string }>('POST', '/classes/Product', { session: owner.session, body: product([shared]) });
    expect(other.status).toBe(201);

    // Saved without its first photo: that one goes, the others stay.
    const saved = await call('PUT', `/classes/Product/${made.body.objectId}`, { session: owner.session, body: { images: [second, shared] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await fetch(first)).status).toBe(404);
    expect((await fetch(second)).status).toBe(200);

    // Deleted: its photos go, but the one the other product still shows.
    expect((await call('DELETE', `/classes/Product/${made.body.objectId}`, { session: owner.session })).status).toBe(200);
    expect((await fetch(second)).status).toBe(404);
    expect((await fetch(shared)).status).toBe(200);
  });

  it('refuses a product photo at another server’s file address', async () => {
    const { appId } = inject('backend');
    const answer = await call('POST', '/classes/Product', { session: owner.session, body: product([`https://attacker.example/parse/files/${appId}/a_photo.jpg`]) });
    expect(answer.status).toBe(400);
  });
});

describe('where the photos are kept, by setting', () => {
  const dir = () => mkdtempSync(join(tmpdir(), 'shop-files-test-'));

  it('is a folder on this machine by default, FILES_DIR to name another', () => {
    const fallback = dir();
    const chosen = filesAdapterFor({}, fallback);
    expect(chosen.kind).toBe('disk');
    expect((chosen.adapter as DiskFilesAdapter).dir).toBe(fallback);
    const named = join(dir(), 'photos');
    expect((filesAdapterFor({ FILES_DIR: named }, fallback).adapter as DiskFilesAdapter).dir).toBe(named);
    expect(readdirSync(named)).toEqual([]);
  });

  it('is an S3-compatible bucket with FILES_S3_BUCKET, served through this server', () => {
    expect(filesAdapterFor({ FILES_S3_BUCKET: 'shop-photos' }, dir())).toEqual({
      kind: 's3',
      adapter: { module: '@parse/s3-files-adapter', options: { bucket: 'shop-photos', region: 'us-east-1', bucketPrefix: '', directAccess: false } },
    });
    expect(
      filesAdapterFor(
        { FILES_S3_BUCKET: 'shop-photos', FILES_S3_REGION: 'auto', FILES_S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com', FILES_S3_PREFIX: 'photos/' },
        dir(),
      ).adapter,
    ).toEqual({
      module: '@parse/s3-files-adapter',
      options: {
        bucket: 'shop-photos',
        region: 'auto',
        bucketPrefix: 'photos/',
        directAccess: false,
        s3overrides: { endpoint: 'https://account.r2.cloudflarestorage.com', forcePathStyle: true },
      },
    });
  });

  it('stores a file by the name Parse gives it, and refuses a name that would be a path', async () => {
    const adapter = new DiskFilesAdapter(dir());
    await adapter.createFile('0a1b_photo.jpg', JPEG);
    expect(new Uint8Array(await adapter.getFileData('0a1b_photo.jpg'))).toEqual(JPEG);
    await expect(adapter.createFile('../escape.jpg', JPEG)).rejects.toThrow(/Not a file name/);
    await adapter.deleteFile('0a1b_photo.jpg');
    await expect(adapter.getFileData('0a1b_photo.jpg')).rejects.toThrow();
  });
});
