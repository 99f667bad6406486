import { InfoPageView } from '@/components/info/info-page';
import { shippingPage } from '@/content/pages/shipping';
import { infoPageMetadata } from '@/lib/seo/metadata';

export const metadata = infoPageMetadata(shippingPage, '/shipping');

export default function ShippingPage() {
  return <InfoPageView page={shippingPage} />;
}
