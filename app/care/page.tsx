import { InfoPageView } from '@/components/info/info-page';
import { carePage } from '@/content/pages/care';
import { infoPageMetadata } from '@/lib/seo/metadata';

export const metadata = infoPageMetadata(carePage, '/care');

export default function CarePage() {
  return <InfoPageView page={carePage} />;
}
