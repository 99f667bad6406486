/** The home page's featured list, which its first paint waits for (read by the server page and the client list). */
export const FEATURED_PRODUCTS_ID = 'featured-products';
