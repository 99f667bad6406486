import { DEFAULT_PHOTO_HOSTS, photoOrigins } from './lib/catalogue/photo-hosts.mjs';

// The photo hosts the shop accepts (docs/configuration.md): read here first, so a mistyped one stops the build.
const photoHosts = process.env.NEXT_PUBLIC_PHOTO_HOSTS?.trim() || DEFAULT_PHOTO_HOSTS;
const photos = photoOrigins(photoHosts).map((origin) => new URL(origin));

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // The photo hosts serve sized images themselves; there is no image server in a static export. The same hosts as
  // the product form's check and the Content-Security-Policy, should the shop ever optimise images.
  images: {
    unoptimized: true,
    remotePatterns: photos.map((url) => ({ protocol: url.protocol.slice(0, -1), hostname: url.hostname, port: url.port, pathname: '/**' })),
  },
  poweredByHeader: false,
  // Each page carries the stylesheet in a <style> in its <head> instead of linking it, so a first visit paints after
  // one request instead of two: on a phone's network the second request is a whole round trip before anything shows.
  // The cost is about 9 kB gzipped in every page. Next.js also repeats the text twice in the page's own data, which
  // scripts/inline-css-once.mjs empties after the build; scripts/csp.mjs allows the <style> by its hash.
  experimental: { inlineCss: true },
  // `npm test` type-checks the whole project (tsc) before it builds; the build's own pass over the same files took
  // 9-20 s of each build on a 2-core machine.
  typescript: { ignoreBuildErrors: true },
  // Always defined (empty for the static shop), so the bundler sees `if ('')` and drops the shared server's code
  // from the static build entirely instead of emitting chunks nobody loads.
  env: {
    NEXT_PUBLIC_PARSE_SERVER_URL: process.env.NEXT_PUBLIC_PARSE_SERVER_URL ?? '',
    // 'stripe': checkout takes payment on Stripe's page (docs/payments.md); empty, the card form as always.
    NEXT_PUBLIC_PAYMENTS: process.env.NEXT_PUBLIC_PAYMENTS ?? '',
    NEXT_PUBLIC_PHOTO_HOSTS: photoHosts,
  },
  // The exported site goes to out/; SHOP_OUT_DIR names another folder (the e2e run against a shared server builds
  // a second copy of the site beside the static one).
  ...(process.env.SHOP_OUT_DIR ? { distDir: process.env.SHOP_OUT_DIR } : {}),
};

export default nextConfig;
