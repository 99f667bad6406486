/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // The photo host serves sized images itself; there is no image server in a static export.
  images: { unoptimized: true },
  poweredByHeader: false,
  // The exported site goes to out/; SHOP_OUT_DIR names another folder (the e2e run against a shared server builds
  // a second copy of the site beside the static one).
  ...(process.env.SHOP_OUT_DIR ? { distDir: process.env.SHOP_OUT_DIR } : {}),
};

export default nextConfig;
