import { InfoPageView } from '@/components/info/info-page';
import { warrantyPage } from '@/content/pages/warranty';
import { infoPageMetadata } from '@/lib/seo/metadata';

export const metadata = infoPageMetadata(warrantyPage, '/warranty');

export default function WarrantyPage() {
  return <InfoPageView page={warrantyPage} />;
}
