import { writeFileSync } from 'node:fs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

export function writeReport(report, path) {
  const row = (name, r, ratio) =>
    `| ${name} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${kb(r.jsBytes)}${ratio ? ` (${ratio}x)` : ''} | ${kb(r.cssBytes)} |`;
  const header = '| page | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | JS gzip (x bare) | CSS gzip |\n|---|---|---|---|---|---|---|---|---|---|';
  const lines = [
    '# Performance report',
    '',
    `Measured ${report.date} on ${report.machine} by \`npm run bench\`: Lighthouse 12 in headless Chromium, the`,
    'static export served on loopback from memory, gzipped ahead as a CDN serves it, product photos answered',
    `locally with a ${kb(report.photoBytes)} JPEG (at 800 px; smaller widths for smaller screens).`,
    '',
    `## Mobile (Lighthouse mobile preset: simulated slow 4G, 4x CPU slowdown; median of ${report.mobileRuns ?? 1} runs)`,
    '',
    header,
    row('bare Next.js page', report.bare.mobile),
    ...(report.barePhoto ? [row('bare page + one photo', report.barePhoto.mobile)] : []),
    ...report.pages.map((p) => row(p.path, p.mobile, p.jsRatio)),
    '',
    '## Desktop',
    '',
    header,
    row('bare Next.js page', report.bare.desktop),
    ...(report.barePhoto ? [row('bare page + one photo', report.barePhoto.desktop)] : []),
    ...report.pages.map((p) => row(p.path, p.desktop)),
    '',
    'The bare page + one photo is the bare page showing the product page\'s first photo, fetched as the shop fetches',
    'it: the floor for a page whose largest paint is a photo. It is shown for comparison and held to no budget.',
    '',
    '## Interactions with 500 products, 2,000 orders and 300 conversations',
    '',
    '| interaction | ms |',
    '|---|---|',
    ...(report.interactions ?? []).map((t) => `| ${t.name} | ${t.ms} |`),
    '',
    '## Budgets',
    '',
    report.misses.length ? report.misses.map((m) => `- missed: ${m}`).join('\n') : 'Every budget met.',
    '',
  ];
  writeFileSync(path, lines.join('\n'));
}
