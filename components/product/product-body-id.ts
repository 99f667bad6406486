/**
 * The product page's body, just after its breadcrumb trail, which a pre-rendered product page's first paint waits for
 * (read by the server page and the client view).
 */
export const PRODUCT_BODY_ID = 'product-body';
