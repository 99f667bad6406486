export const SRCSET_WIDTHS: readonly number[];
