// What the product page says while it reads the catalogue: also in the not-found page of every bundle, so small.
export const productLoadingText = 'Loading product…';
