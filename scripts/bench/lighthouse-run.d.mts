export interface NetworkRequest {
  url: string;
  /** Milliseconds from the start of the page's load. */
  networkRequestTime: number;
}
export declare function photosRequestedBeforeLcp(audits: {
  'largest-contentful-paint'?: { numericValue?: number };
  'network-requests'?: { details?: { items?: NetworkRequest[] } };
}): number;
