export interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The JavaScript a first visit loads, in bytes as sent. */
  jsBytes: number;
}
export interface PageReport {
  path: string;
  desktop: Figures;
  /** The page's and its floor's medians over interleaved mobile runs; absent for pages run on desktop only. */
  mobile?: { page: Figures; floor: Figures; proposedFloor?: Figures };
  /** desktop.jsBytes against the bare page's, rounded for the report's table. */
  jsRatio: number;
}
export interface Interaction {
  name: string;
  ms: number;
  /** The same interaction timed on the bare app, where it has one. */
  floorMs?: number;
}
export declare const budgets: Record<string, number>;
export declare const photoPages: Set<string>;
export declare const privatePages: Set<string>;
export declare const infoPages: Set<string>;
export declare const proposedTextPageLcpRatio: number;
export declare function proposedFloorFor(path: string): { name: string; path: string; lcpRatio: number } | null;
export declare function checkBudgets(
  report: { bare: { desktop: Figures }; pages: PageReport[]; interactions?: Interaction[] },
  options?: { proposed?: boolean },
): string[];
