const config = { output: 'export', images: { unoptimized: true } };

export default config;
