import { InfoPageView } from '@/components/info/info-page';
import { privacyPage } from '@/content/pages/privacy';
import { infoPageMetadata } from '@/lib/seo/metadata';

export const metadata = infoPageMetadata(privacyPage, '/privacy');

export default function PrivacyPage() {
  return <InfoPageView page={privacyPage} />;
}
