// Answers the photo host's requests from loopback with a realistic JPEG, over HTTPS with a throwaway certificate,
// so the bench measures pages with their photos instead of failing requests.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { pathToFileURL } from 'node:url';
import jpeg from 'jpeg-js';
import { PHOTO_ORIGIN } from '../csp.mjs';

/** The shop's photo host, which this process answers for during a run. */
export const PHOTO_HOST = new URL(PHOTO_ORIGIN).hostname;

const DIR = 'bench/tmp';

function certificate() {
  mkdirSync(DIR, { recursive: true });
  const key = `${DIR}/photo-host.key`;
  const cert = `${DIR}/photo-host.crt`;
  if (!existsSync(key) || !existsSync(cert)) {
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', `/CN=${PHOTO_HOST}`,
      '-keyout', key, '-out', cert,
    ], { stdio: 'ignore' });
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** An 800x600 wood-grain photo with sensor noise: about the weight of a real product photo at w=800. */
export function woodPhoto(width = 800, height = 600) {
  const data = Buffer.alloc(width * height * 4);
  let seed = 42;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const grain = Math.sin(y / 7 + Math.sin(x / 90) * 3 + Math.sin(x / 23) * 0.6) * 0.5 + 0.5;
      const light = 0.75 + 0.25 * Math.sin((x + y) / 400);
      const noise = (random() - 0.5) * 28;
      const i = (y * width + x) * 4;
      data[i] = Math.min(255, Math.max(0, (150 + grain * 70) * light + noise));
      data[i + 1] = Math.min(255, Math.max(0, (100 + grain * 50) * light + noise));
      data[i + 2] = Math.min(255, Math.max(0, (60 + grain * 30) * light + noise));
      data[i + 3] = 255;
    }
  }
  return jpeg.encode({ data, width, height }, 78).data;
}

/** The widths the shop's srcset offers (photoWidths in components/ui/photo-sizes.ts; a test keeps them equal). */
export const SRCSET_WIDTHS = [160, 320, 480, 640, 720, 800];

export async function startPhotoHost(port) {
  // Like the real host, the photo's size follows the requested width (`w`), capped at 1600 px.
  const photos = new Map();
  const photoFor = (width) => {
    if (!photos.has(width)) photos.set(width, woodPhoto(width, Math.round((width * 3) / 4)));
    return photos.get(width);
  };
  // The srcset's widths are encoded now, not on the first request, which would otherwise wait for the encoder.
  for (const width of SRCSET_WIDTHS) photoFor(width);
  const photo = photoFor(800);
  const server = createServer(certificate(), (req, res) => {
    const requested = Number(new URL(req.url ?? '/', PHOTO_ORIGIN).searchParams.get('w'));
    const photo = photoFor(Number.isFinite(requested) && requested > 0 ? Math.min(1600, Math.round(requested)) : 800);
    res.writeHead(200, {
      'content-type': 'image/jpeg',
      'content-length': photo.length,
      'cache-control': 'public, max-age=31536000, immutable',
      'access-control-allow-origin': '*',
    });
    res.end(photo);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { photoBytes: photo.length, close: () => server.close() };
}

// As its own process (the bench runs it so), the photos are answered without waiting on Lighthouse's work.
// Usage: node scripts/bench/photo-host.mjs <port>
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await startPhotoHost(Number(process.argv[2]));
  console.log(`Answering the photo host at https://127.0.0.1:${process.argv[2]}`);
}
