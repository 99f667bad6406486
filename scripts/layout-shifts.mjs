// What moved on a page, as the e2e tests and scripts/arrival-shifts.mjs both report it.

/**
 * Every layout shift `page` has had so far: its score and the start of each moved element's HTML. When there has
 * been none yet, it waits `settleMs` for one.
 */
export const layoutShifts = (page, settleMs = 500) =>
  page.evaluate(
    (settleMs) =>
      new Promise((resolve) => {
        const describe = (entry) => ({
          score: entry.value,
          moved: entry.sources.map((source) => source.node?.outerHTML?.slice(0, 80) ?? source.node?.nodeName ?? 'a node'),
        });
        new PerformanceObserver((list) => resolve(list.getEntries().map(describe))).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve([]), settleMs);
      }),
    settleMs,
  );
