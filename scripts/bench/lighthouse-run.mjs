// Runs Lighthouse on one URL in the e2e tests' Chromium, with the photo host answered from loopback and every
// other outside host unreachable.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../browser.mjs';

export async function launchChrome(photoPort) {
  const found = findChromium();
  if (found === null) throw new Error('No Chromium: run `bash scripts/ensure-browser.sh`.');
  return chromeLauncher.launch({
    chromePath: found ?? chromium.executablePath(),
    chromeFlags: [
      ...CHROMIUM_ARGS,
      '--headless=new',
      `--host-resolver-rules=MAP images.unsplash.com 127.0.0.1:${photoPort}, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1`,
      '--ignore-certificate-errors',
    ],
  });
}

/**
 * Lighthouse `runs` times, keeping the median run as Lighthouse's own docs advise (the run closest to the median
 * FCP and TTI): one run's TBT on a 2-core machine varies by tens of milliseconds from run to run.
 */
export async function audit(chrome, url, preset, runs = 1) {
  const lhrs = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (result.lhr.runtimeError) console.log(`  ${url} (${preset}): ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message ?? ''}`);
    else lhrs.push(result.lhr);
  }
  if (lhrs.length === 0) throw new Error(`Lighthouse could not audit ${url} (${preset})`);
  const { categories, audits } = computeMedianRun(lhrs);
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
    jsBytes: bytes('script'),
    cssBytes: bytes('stylesheet'),
    failing: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}
