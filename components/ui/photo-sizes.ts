/**
 * `sizes` for the photo host's srcset: the width each photo is shown at, so that a phone downloads the width it
 * shows rather than one for the whole window. They follow the layouts: container-page pads 1rem on phones,
 * 1.5rem from 640 px and 2rem from 1024 px, and stops at 80rem.
 */
export const photoSizes = {
  /** One column of a two-column band from 768 px (the home hero and story, an information page's header). */
  halfBand: '(min-width: 1280px) 37rem, (min-width: 768px) calc(50vw - 3rem), calc(100vw - 2rem)',
  /** The product page's main photo: one of two columns from 1024 px. */
  gallery: '(min-width: 1280px) 37rem, (min-width: 1024px) calc(50vw - 3.5rem), calc(100vw - 2rem)',
  /** A photo in a grid of two columns from 640 px and three from 1024 px (featured products, the custom gallery). */
  threeColumnGrid:
    '(min-width: 1280px) 24rem, (min-width: 1024px) calc(33vw - 2.5rem), (min-width: 640px) calc(50vw - 2.25rem), calc(100vw - 2rem)',
  /** A card in the catalogue grid: two columns from 640 px, beside the 14rem filters from 1024 px, three from 1280 px. */
  catalogueCard:
    '(min-width: 1280px) 19rem, (min-width: 1024px) calc(50vw - 11rem), (min-width: 640px) calc(50vw - 2.25rem), calc(100vw - 2rem)',
  /** A card in the catalogue's list view: a photo beside the text, 7rem wide on phones and 16rem from 640 px. */
  listCard: '(min-width: 640px) 16rem, 7rem',
  /** An item's photo in an order or the checkout's summary, and a product's in the admin's list. */
  itemThumbnail: '4rem',
  /** A line's photo in the cart: 6rem wide, 7rem from 640 px. */
  cartLine: '7rem',
  /** A thumbnail under the product page's main photo: 5rem wide, 6rem from 640 px. */
  thumbnail: '(min-width: 640px) 6rem, 5rem',
} as const;

/**
 * The widths a photo's srcset offers from the photo host. 160 px serves the thumbnails (5rem at two device pixels
 * each), about a quarter of the bytes of the 320 px one. 800 px is the largest: sharp enough on a phone's dense
 * screen, and a phone on a slow network is spared a 1200 px download for its first (LCP) photo. 720 px suits the
 * full-width photo of a typical phone (about 380 px shown at 1.75 to 2 device pixels each).
 */
export const photoWidths = [160, 320, 480, 640, 720, 800] as const;
