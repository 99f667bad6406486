/**
 * The catalogue's card that begins the grid's second row at its widest, which /products' first paint waits for (read
 * by the server page and the client grid).
 */
export const CATALOGUE_SECOND_ROW_ID = 'catalogue-second-row';
