import { FaqBrowser } from '@/components/faq/faq-browser';
import { faqSections } from '@/components/faq/faq-sections';
import { InfoHeader } from '@/components/info/info-header';
import { SmartLink } from '@/components/info/smart-link';
import { JsonLd } from '@/components/seo/json-ld';
import { buttonClasses } from '@/components/ui/button';
import { faqEntries, faqPage } from '@/content/faq';
import { faqPageJsonLd } from '@/lib/seo/faq-page';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({ title: faqPage.title, description: faqPage.description, path: '/faq' });

export default function FaqPage() {
  const { moreHelp } = faqPage;
  return (
    <article>
      <JsonLd data={faqPageJsonLd(faqEntries)} />
      <InfoHeader title={faqPage.title} intro={faqPage.intro} />
      <div className="container-page py-10 sm:py-12">
        <FaqBrowser sections={faqSections(faqEntries)}>
          <aside aria-labelledby="more-help" className="mt-14 rounded-card bg-linen p-6 sm:p-8">
            <h2 id="more-help" className="text-2xl font-bold">
              {moreHelp.heading}
            </h2>
            <p className="mt-2 text-ink">{moreHelp.text}</p>
            <div className="mt-5 flex flex-wrap gap-3">
              {moreHelp.links.map((link, i) => (
                <SmartLink key={link.href} href={link.href} className={buttonClasses(i === 0 ? 'primary' : 'secondary')}>
                  {link.label}
                </SmartLink>
              ))}
            </div>
          </aside>
        </FaqBrowser>
      </div>
    </article>
  );
}
