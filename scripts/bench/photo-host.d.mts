export const SRCSET_WIDTHS: readonly number[];
export const PHOTO_HOST: string;
