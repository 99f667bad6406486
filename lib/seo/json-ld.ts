// Structured data for search engines. Serialised through one function so every inline script is safe.

export type JsonLdObject = { '@context'?: string; '@type': string } & Record<string, unknown>;

/**
 * JSON for an inline <script type="application/ld+json">. `<` is escaped, so text from the catalogue or a shopper
 * (e.g. "</script><script>...") cannot close the script element; U+2028/2029 are escaped for old parsers.
 */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
