/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // The photo host serves sized images itself; there is no image server in a static export.
  images: { unoptimized: true },
  poweredByHeader: false,
};

export default nextConfig;
