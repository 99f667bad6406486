// The budgets `npm run bench -- --check` enforces (issue: quality gates).
export const budgets = {
  mobilePerformance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.02,
  tbtMs: 100,
  infoPageJsRatio: 1.15,
  pageJsRatio: 1.4,
  interactionMs: 200,
};

/** Pages search engines should not index, so their SEO score is not held to 100. */
export const privatePages = new Set(['/cart']);
export const infoPages = new Set(['/faq']);

export function checkBudgets(report) {
  const misses = [];
  for (const page of report.pages) {
    const { mobile, desktop } = page;
    const where = (preset) => `${page.path} (${preset})`;
    if (mobile.performance < budgets.mobilePerformance) misses.push(`${where('mobile')}: performance ${mobile.performance} < ${budgets.mobilePerformance}`);
    for (const [preset, r] of [['mobile', mobile], ['desktop', desktop]]) {
      if (r.accessibility < budgets.accessibility) misses.push(`${where(preset)}: accessibility ${r.accessibility}`);
      if (r.bestPractices < budgets.bestPractices) misses.push(`${where(preset)}: best practices ${r.bestPractices}`);
      if (!privatePages.has(page.path) && r.seo < budgets.seo) misses.push(`${where(preset)}: SEO ${r.seo}`);
      if (r.cls > budgets.cls) misses.push(`${where(preset)}: CLS ${r.cls} > ${budgets.cls}`);
      if (r.tbtMs > budgets.tbtMs) misses.push(`${where(preset)}: TBT ${r.tbtMs} ms > ${budgets.tbtMs}`);
    }
    const limit = infoPages.has(page.path) ? budgets.infoPageJsRatio : budgets.pageJsRatio;
    if (page.jsRatio > limit) misses.push(`${page.path}: JS ${page.jsRatio}x the bare page > ${limit}x`);
  }
  for (const timing of report.interactions ?? []) {
    if (timing.ms > budgets.interactionMs) misses.push(`${timing.name}: ${timing.ms} ms > ${budgets.interactionMs} ms`);
  }
  return misses;
}
