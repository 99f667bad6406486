// Runs Lighthouse on one URL in the e2e tests' Chromium, with the photo host answered from loopback and every
// other outside host unreachable.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../browser.mjs';
import { PHOTO_HOST } from './photo-host.mjs';

export async function launchChrome(photoPort) {
  const found = findChromium({ browser: true });
  if (found === null) throw new Error('No Chromium: run `bash scripts/ensure-browser.sh`.');
  return chromeLauncher.launch({
    chromePath: found ?? chromium.executablePath(),
    chromeFlags: [
      ...CHROMIUM_ARGS,
      '--headless=new',
      `--host-resolver-rules=MAP ${PHOTO_HOST} 127.0.0.1:${photoPort}, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1`,
      '--ignore-certificate-errors',
    ],
  });
}

/**
 * One Lighthouse run of `url` with the mobile (default) or desktop preset, as the figures the bench reads.
 *
 * Mobile runs load the page through the throttled network and CPU for real (`devtools`) instead of simulating the
 * throttled load from an unthrottled one (Lighthouse's default). The simulation counts every request that started
 * before the unthrottled first paint, and on loopback that is a race with the page's own scripts, so one page's
 * largest paint landed in one of two places half a second apart (the bare page: 653-1561 ms over six runs). Loaded
 * for real, six runs of a page stay within about 60 ms of each other (the bare page: 656-724 ms). Desktop runs,
 * which the bench reads for scores, shifts and JavaScript only, keep the quicker simulation.
 */
export async function auditOnce(chrome, url, preset) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        ...(preset === 'desktop' ? {} : { throttlingMethod: 'devtools' }),
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!lhr.runtimeError) {
      logLayoutShifts(url, preset, lhr);
      return figures(lhr);
    }
    console.log(`  ${url} (${preset}): ${lhr.runtimeError.code} ${lhr.runtimeError.message ?? ''}`);
    if (attempt === 2) throw new Error(`Lighthouse could not audit ${url} (${preset})`);
  }
}

/** A shift is rare and one run's: the elements that moved are printed so the run says what to look at. */
function logLayoutShifts(url, preset, { audits }) {
  if (!audits['cumulative-layout-shift']?.numericValue) return;
  for (const item of audits['layout-shifts']?.details?.items ?? []) {
    console.log(`  ${url} (${preset ?? 'mobile'}) shifted ${item.score?.toFixed(3)}: ${item.node?.snippet ?? 'an element'}`);
  }
}

function figures({ categories, audits }) {
  const bytes = (type) =>
    audits['resource-summary']?.details?.items?.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    photosBeforeLcp: photosRequestedBeforeLcp(audits),
    jsBytes: bytes('script'),
    cssBytes: bytes('stylesheet'),
    failing: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

/**
 * How many product photos the page had asked for by the time of its largest paint. On the throttled line they share
 * the bandwidth, so this tells a page held back by photos it starts beside its first from one that is slow itself.
 */
export function photosRequestedBeforeLcp(audits) {
  const lcpMs = audits['largest-contentful-paint']?.numericValue ?? 0;
  const requests = audits['network-requests']?.details?.items ?? [];
  return requests.filter((request) => {
    const host = URL.canParse(request.url) ? new URL(request.url).hostname : '';
    return host === PHOTO_HOST && request.networkRequestTime < lcpMs;
  }).length;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Each figure's median over several runs (each figure on its own), and the largest layout shift seen. */
export function medianOf(runs) {
  const pick = (key) => median(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: Math.min(...runs.map((run) => run.accessibility)),
    bestPractices: Math.min(...runs.map((run) => run.bestPractices)),
    seo: Math.min(...runs.map((run) => run.seo)),
    lcpMs: Math.round(pick('lcpMs')),
    // The spread shows how far one run lands from another.
    lcpRangeMs: [Math.min(...runs.map((run) => run.lcpMs)), Math.max(...runs.map((run) => run.lcpMs))],
    // In the order run, so a page's runs can be set beside its floor's from the same turns.
    lcpRunsMs: runs.map((run) => run.lcpMs),
    tbtMs: Math.round(pick('tbtMs')),
    photosBeforeLcp: pick('photosBeforeLcp'),
    cls: Math.max(...runs.map((run) => run.cls)),
    jsBytes: Math.round(pick('jsBytes')),
    cssBytes: Math.round(pick('cssBytes')),
    failing: [...new Set(runs.flatMap((run) => run.failing))],
  };
}

/**
 * The page and its floors, run in turn (floor, page, floor, page ...) so all see the same moments of a noisy
 * machine, each summarised by its medians, in the order of `urls`.
 */
export async function auditInTurn(chrome, urls, rounds) {
  const runs = urls.map(() => []);
  for (let i = 0; i < rounds; i++) {
    for (const [index, url] of urls.entries()) runs[index].push(await auditOnce(chrome, url, 'mobile'));
  }
  return runs.map(medianOf);
}
