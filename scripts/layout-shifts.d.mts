import type { Page } from '@playwright/test';

/** A layout shift: its score, and the start of each moved element's HTML. */
export interface LayoutShift {
  score: number;
  moved: string[];
}

export function layoutShifts(page: Page, settleMs?: number): Promise<LayoutShift[]>;
