import { InfoPageView } from '@/components/info/info-page';
import { returnsPage } from '@/content/pages/returns';
import { infoPageMetadata } from '@/lib/seo/metadata';

export const metadata = infoPageMetadata(returnsPage, '/returns');

export default function ReturnsPage() {
  return <InfoPageView page={returnsPage} />;
}
