// The owner's backup and restore (server/backup.mjs, server/restore.mjs, docs/backups.md), run as the owner runs
// them: a shop with accounts, an order, a conversation, a review and a photo is backed up, restored into a fresh
// PostgreSQL cluster, and a server started on it signs the customer in with her password and serves them all back.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomId } from '@/lib/util/ids';
import { twoOakPhoneStands } from '@/test-support/orders';
import { DUPLICATE, callOn } from '@/server/test/rest';
import { freePort } from './free-port.mjs';
import { startPostgres } from './postgres.mjs';
import { LOCAL_DATA_DIR, filesDirFor, libpqConnection } from './shop-data.mjs';
import { startThrowawayBackend, type ThrowawayBackendSettings } from './throwaway.mjs';

const PASSWORD = 'correct horse battery';
const serverDir = import.meta.dirname;

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** `node server/<script> ...args` with the server's settings in `env`, as the owner's npm run starts it. */
function runScript(script: string, args: string[], env: Record<string, string>): Promise<Finished> {
  const started = Date.now();
  const child = spawn(process.execPath, [join(serverDir, script), ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr, ms: Date.now() - started }));
  });
}

const tempDir = (name: string) => mkdtempSync(join(tmpdir(), `shop-backup-test-${name}-`));

interface Shop {
  settings: ThrowawayBackendSettings;
  stop(): Promise<void>;
}

const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(error);
    }
  }
});

async function startShop(env: Record<string, string>): Promise<Shop> {
  const shop = await startThrowawayBackend({ env });
  cleanups.push(shop.stop);
  return shop;
}

function startCluster() {
  const dir = tempDir('postgres');
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return freePort().then((port) => {
    const postgres = startPostgres({ dir, port });
    cleanups.push(() => postgres.stop());
    return postgres;
  });
}

function folder(name: string) {
  const dir = tempDir(name);
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** What the original shop held, to be found again after the restore. */
interface Written {
  customer: { id: string; email: string };
  ownerEmail: string;
  orderId: string;
  conversationId: string;
  reviewId: string;
  productId: string;
  photoPath: string;
  photo: Uint8Array;
}

async function fillShop({ settings }: Shop): Promise<Written> {
  const call = <T = Record<string, unknown>>(method: Parameters<typeof callOn>[1], path: string, options?: Parameters<typeof callOn>[3]) =>
    callOn<T>(settings, method, path, options);
  const signUp = async (name: string) => {
    const email = `${randomId(name)}@example.com`.toLowerCase();
    const answer = await call<{ objectId: string; sessionToken: string }>('POST', '/users', {
      body: { username: email, email, password: PASSWORD, firstName: name, lastName: 'Tester' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return { id: answer.body.objectId, session: answer.body.sessionToken, email };
  };
  const [ada, owner] = [await signUp('ada'), await signUp('owner')];
  const role = await call('PUT', '/roles/admin', { master: true, body: { users: { __op: 'AddRelation', objects: [{ __type: 'Pointer', className: '_User', objectId: owner.id }] } } });
  expect(role.status).toBe(200);

  const order = await call<{ objectId: string }>('POST', '/classes/Order', {
    session: ada.session,
    body: { clientKey: `order-${randomId('k')}`, userId: ada.id, customerEmail: ada.email, customerName: 'Ada Tester', ...twoOakPhoneStands },
  });
  expect(order.status, JSON.stringify(order.body)).toBe(201);

  const conversation = await call<{ result: { id: string } }>('POST', '/functions/startConversation', {
    session: ada.session,
    body: { subject: 'Product Question', message: 'Does the phone stand fit a tablet?' },
  });
  expect(conversation.status, JSON.stringify(conversation.body)).toBe(200);
  const conversationId = conversation.body.result.id;
  const reply = await call('POST', '/functions/reply', { session: owner.session, body: { conversationId, content: 'It does, up to 11 inches.' } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const thanks = await call('POST', '/functions/sendMessage', { session: ada.session, body: { conversationId, content: 'Thanks!' } });
  expect(thanks.status, JSON.stringify(thanks.body)).toBe(200);

  const review = await call<{ objectId: string }>('POST', '/classes/Review', {
    session: ada.session,
    body: { productId: '2', rating: 4, title: 'Sturdy stand', comment: 'Holds my phone at a good angle on the desk.' },
  });
  expect(review.status, JSON.stringify(review.body)).toBe(201);

  const photo = new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 150, g: 100, b: 60 } } }).webp().toBuffer());
  const uploaded = await fetch(`${settings.serverURL}/files/photo.webp`, {
    method: 'POST',
    headers: { 'X-Parse-Application-Id': settings.appId, 'X-Parse-Session-Token': owner.session, 'Content-Type': 'image/webp' },
    body: new Blob([photo as Uint8Array<ArrayBuffer>]),
  });
  const { url } = (await uploaded.json()) as { url: string };
  expect(uploaded.status).toBe(201);
  const product = await call<{ objectId: string }>('POST', '/classes/Product', {
    session: owner.session,
    body: {
      name: 'Walnut Photo Frame',
      description: 'A frame with the owner’s own photo.',
      price: 45,
      category: 'home-decor',
      inStock: true,
      weight: '',
      dimensions: '',
      craftingTime: '',
      images: [url],
      materials: [],
    },
  });
  expect(product.status, JSON.stringify(product.body)).toBe(201);
  const served = new Uint8Array(await (await fetch(url)).arrayBuffer());

  return {
    customer: { id: ada.id, email: ada.email },
    ownerEmail: owner.email,
    orderId: order.body.objectId,
    conversationId,
    reviewId: review.body.objectId,
    productId: product.body.objectId,
    photoPath: url.slice(settings.serverURL.length),
    photo: served,
  };
}

describe('a backup restored into a fresh cluster', () => {
  let written: Written;
  let backupFile: string;
  let restoredDatabase: { uri: string };
  let restored: Shop;

  beforeAll(async () => {
    const filesDir = folder('files');
    const original = await startShop({ FILES_DIR: filesDir });
    written = await fillShop(original);

    const backupDir = folder('backups');
    const backup = await runScript('backup.mjs', [backupDir], { DATABASE_URI: original.settings.databaseURI, FILES_DIR: filesDir });
    expect(backup.code, backup.stderr).toBe(0);
    backupFile = /Backed up to (\S+\.tar)/.exec(backup.stdout)![1];
    await original.stop();

    restoredDatabase = await startCluster();
    const restoredFiles = folder('restored-files');
    const restore = await runScript('restore.mjs', [backupFile], { DATABASE_URI: restoredDatabase.uri, FILES_DIR: restoredFiles });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('with 1 photo');
    restored = await startShop({ DATABASE_URI: restoredDatabase.uri, FILES_DIR: restoredFiles });
  }, 90_000);

  it('is one file readable by its owner only', () => {
    expect(backupFile).toMatch(/\/shop-\d{8}T\d{6}Z\.tar$/);
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
  });

  it('signs the customer in with her password and serves her order, her conversation and her review', async () => {
    const { settings } = restored;
    const signedIn = await callOn<{ objectId: string; sessionToken: string }>(settings, 'POST', '/login', { body: { username: written.customer.email, password: PASSWORD } });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.objectId).toBe(written.customer.id);
    const session = signedIn.body.sessionToken;

    const orders = await callOn<{ results: { objectId: string; total: number; status: string; items: { productId: string; quantity: number }[] }[] }>(settings, 'GET', '/classes/Order', { session });
    expect(orders.body.results.map(({ objectId, total, status, items }) => ({ objectId, total, status, items: items.map(({ productId, quantity }) => ({ productId, quantity })) }))).toEqual([
      { objectId: written.orderId, total: 89.04, status: 'pending', items: [{ productId: '2', quantity: 2 }] },
    ]);

    const conversation = await callOn<{ messages: { content: string; senderType: string }[] }>(settings, 'GET', `/classes/Conversation/${written.conversationId}`, { session });
    expect(conversation.status).toBe(200);
    const contents = conversation.body.messages.map((message) => message.content);
    expect(contents[0]).toBe('Does the phone stand fit a tablet?');
    expect(contents).toEqual(expect.arrayContaining(['It does, up to 11 inches.', 'Thanks!']));

    const review = await callOn<{ userId: string; rating: number; title: string }>(settings, 'GET', `/classes/Review/${written.reviewId}`);
    expect(review.body).toMatchObject({ userId: written.customer.id, rating: 4, title: 'Sturdy stand' });
  });

  it('keeps the owner’s role and the photo on the owner’s product', async () => {
    const { settings } = restored;
    const owner = await callOn<{ sessionToken: string }>(settings, 'POST', '/login', { body: { username: written.ownerEmail, password: PASSWORD } });
    expect(owner.status).toBe(200);
    const order = await callOn(settings, 'GET', `/classes/Order/${written.orderId}`, { session: owner.body.sessionToken });
    expect(order.status).toBe(200);

    const product = await callOn<{ images: string[] }>(settings, 'GET', `/classes/Product/${written.productId}`);
    expect(product.body.images).toHaveLength(1);
    const served = await fetch(`${settings.serverURL}${written.photoPath}`);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(written.photo);
  });

  it('still takes new orders, each key once (the unique indexes came back)', async () => {
    const { settings } = restored;
    const signedIn = await callOn<{ sessionToken: string }>(settings, 'POST', '/login', { body: { username: written.customer.email, password: PASSWORD } });
    const body = { clientKey: `order-${randomId('k')}`, userId: written.customer.id, customerEmail: written.customer.email, customerName: 'Ada Tester', ...twoOakPhoneStands };
    const first = await callOn(settings, 'POST', '/classes/Order', { session: signedIn.body.sessionToken, body });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await callOn(settings, 'POST', '/classes/Order', { session: signedIn.body.sessionToken, body });
    expect(again.body.code).toBe(DUPLICATE);
  });

  it('refuses to restore into a database that is not empty, and leaves it as it was', async () => {
    const refused = await runScript('restore.mjs', [backupFile], { DATABASE_URI: restoredDatabase.uri, FILES_DIR: folder('more-files') });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Restore failed: The database is not empty \(\d+ tables, sequences or views\): a backup is restored into an empty database only\./);
    const product = await callOn(restored.settings, 'GET', `/classes/Product/${written.productId}`);
    expect(product.status).toBe(200);
  });
});

describe('the settings backup and restore read, as the server does', () => {
  it('hands PostgreSQL’s programs the password in PGPASSWORD, never on their command line, and Parse’s ssl=true as sslmode', () => {
    expect(libpqConnection('postgres://shop:p%40ss%20word@db.example:5432/shop?ssl=true')).toEqual({
      uri: 'postgres://shop@db.example:5432/shop?sslmode=require',
      env: { PGPASSWORD: 'p@ss word' },
    });
    expect(libpqConnection('postgres://postgres@127.0.0.1:54329/shop')).toEqual({ uri: 'postgres://postgres@127.0.0.1:54329/shop', env: {} });
  });

  it('backs up the photos of FILES_DIR, else server/.data/files, and none kept in a bucket', () => {
    expect(filesDirFor({ FILES_DIR: '/srv/photos' })).toBe('/srv/photos');
    expect(filesDirFor({})).toBe(join(LOCAL_DATA_DIR, 'files'));
    expect(filesDirFor({ FILES_S3_BUCKET: 'shop-photos', FILES_DIR: '/srv/photos' })).toBeNull();
  });
});
