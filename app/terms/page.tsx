import { InfoPageView } from '@/components/info/info-page';
import { termsPage } from '@/content/pages/terms';
import { infoPageMetadata } from '@/lib/seo/metadata';

export const metadata = infoPageMetadata(termsPage, '/terms');

export default function TermsPage() {
  return <InfoPageView page={termsPage} />;
}
