import { serializeJsonLd, type JsonLdObject } from '@/lib/seo/json-ld';

/** The only place the app writes raw HTML: escaped JSON-LD (see serializeJsonLd). */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
