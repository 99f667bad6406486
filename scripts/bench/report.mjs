import { writeFileSync } from 'node:fs';
import { proposedTextPageLcpRatio } from './budgets.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** A page's figures beside its floor's, and the ratio or difference the budgets read, as table cells. */
function againstFloor(page, floor) {
  const tbtOver = page.tbtMs - floor.tbtMs;
  return {
    performance: `${page.performance} (${floor.performance})`,
    lcp: `${page.lcpMs} (${floor.lcpMs}; ${(page.lcpMs / floor.lcpMs).toFixed(2)}x)`,
    photos: `${page.photosBeforeLcp} (${floor.photosBeforeLcp})`,
    tbt: `${page.tbtMs} (${floor.tbtMs}; ${tbtOver >= 0 ? '+' : ''}${tbtOver})`,
  };
}

/** The mobile rows: each page's medians beside its floor's, run in turn with it, and the ratios the budgets read. */
function mobileRows(report) {
  return report.pages
    .filter((p) => p.mobile)
    .map(({ path, floorName, mobile: { page, floor } }) => {
      const cells = againstFloor(page, floor);
      const range = ({ lcpRangeMs }) => (lcpRangeMs ? `${lcpRangeMs[0]}-${lcpRangeMs[1]}` : '');
      return `| ${path} | ${floorName} | ${cells.performance} | ${cells.lcp} | ${range(page)} (${range(floor)}) | ${cells.photos} | ${cells.tbt} | ${page.cls} |`;
    });
}

/** With `--proposed`: each page's medians against the floor docs/performance.md proposes, measured in the same turns. */
function proposedRows(report) {
  return report.pages
    .filter((p) => p.mobile?.proposedFloor)
    .map(({ path, mobile: { page, proposedFloor, proposedFloorName } }) => {
      const cells = againstFloor(page, proposedFloor);
      return `| ${path} | ${proposedFloorName} | ${cells.performance} | ${cells.lcp} | ${cells.photos} | ${cells.tbt} |`;
    });
}

const missList = (misses) => (misses.length ? misses.map((m) => `- missed: ${m}`).join('\n') : 'Every budget met.');

function desktopRows(report) {
  const row = (name, r, ratio) =>
    `| ${name} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.cls} | ${kb(r.jsBytes)}${ratio ? ` (${ratio}x)` : ''} | ${kb(r.cssBytes)} |`;
  return [
    row('bare Next.js page', report.bare.desktop),
    row('bare page + one photo', report.barePhoto.desktop),
    ...report.pages.map((p) => row(p.path, p.desktop, p.jsRatio)),
  ];
}

export function writeReport(report, path) {
  const lines = [
    '# Performance report',
    '',
    `Measured ${report.date} on ${report.machine} by \`npm run bench\`: Lighthouse 12 in headless Chromium, the`,
    'static export served on loopback from memory, compressed ahead with Brotli as a CDN sends it to Chromium, product photos answered',
    `locally with a ${kb(report.photoBytes)} JPEG (at 800 px; smaller widths for smaller screens).`,
    '',
    `## Mobile, against the floor (Lighthouse mobile preset; medians of ${report.pairs} runs of each, page and floor in turn)`,
    '',
    "Each figure is the page's median, with its floor's in brackets. The floor is the bare Next.js page, or the bare",
    "page showing the product page's first photo for pages whose largest paint is a photo. \"Photos by LCP\" counts the",
    'product photos requested before the largest paint: they share the throttled line with the one painted.',
    '',
    '| page | floor | perf | LCP ms | LCP ms, fastest-slowest run | photos by LCP | TBT ms | CLS |',
    '|---|---|---|---|---|---|---|---|',
    ...mobileRows(report),
    '',
    ...(report.proposed
      ? [
          '## Mobile, against the proposed floors (the same runs)',
          '',
          "The floors docs/performance.md proposes: the photo pages keep the bare page with one photo; the other pages, the shop's own",
          `404 page (its header, footer and stylesheet around a heading), whose largest paint they may reach ${proposedTextPageLcpRatio}x of.`,
          '',
          '| page | proposed floor | perf | LCP ms | photos by LCP | TBT ms |',
          '|---|---|---|---|---|---|',
          ...proposedRows(report),
          '',
        ]
      : []),
    '## Desktop, every page (one run each; JavaScript as a first visit loads it)',
    '',
    '| page | perf | a11y | best pr. | SEO | CLS | JS sent (x bare) | CSS sent |',
    '|---|---|---|---|---|---|---|---|',
    ...desktopRows(report),
    '',
    '## Interactions with 500 products, 2,000 orders and 300 conversations',
    '',
    '| interaction | ms | the bare app following a link, ms |',
    '|---|---|---|',
    ...(report.interactions ?? []).map((t) => `| ${t.name} | ${t.ms} | ${t.floorMs ?? ''} |`),
    '',
    ...(report.proposed
      ? [
          '## Budgets, against the proposed floors (what `--check --proposed` reads)',
          '',
          missList(report.misses),
          '',
          "## Budgets, against the issue's floors",
          '',
          missList(report.missesAgainstIssueFloors),
        ]
      : ['## Budgets', '', missList(report.misses)]),
    '',
  ];
  writeFileSync(path, lines.join('\n'));
}
