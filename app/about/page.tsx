import { InfoPageView } from '@/components/info/info-page';
import { aboutPage } from '@/content/pages/about';
import { infoPageMetadata } from '@/lib/seo/metadata';

export const metadata = infoPageMetadata(aboutPage, '/about');

export default function AboutPage() {
  return <InfoPageView page={aboutPage} />;
}
