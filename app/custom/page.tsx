import { Link } from '@/components/ui/link';
import { CustomGallery } from '@/components/custom/custom-gallery';
import { CustomOrderForm } from '@/components/custom/custom-order-form';
import { InfoSectionBody } from '@/components/info/info-section';
import { buttonClasses } from '@/components/ui/button';
import { customForm, customGallery, customPage } from '@/content/pages/custom';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: customPage.title,
  description: customPage.description,
  path: '/custom',
});

const section = (id: string) => {
  const found = customPage.sections.find((s) => s.id === id);
  if (!found) throw new Error(`content/pages/custom.ts has no section "${id}"`);
  return found;
};

export default function CustomOrdersPage() {
  const process = section('process');
  const pricing = section('pricing');
  const include = section('what-to-include');
  return (
    <>
      <section className="bg-linen">
        <div className="container-page py-12 md:py-16">
          <h1 className="text-4xl font-bold sm:text-5xl">{customPage.title}</h1>
          <p className="mt-4 max-w-3xl text-lg text-ink">{customPage.intro}</p>
          <a href="#request" className={buttonClasses('primary', 'lg', 'mt-8')}>
            {customForm.heading}
          </a>
        </div>
      </section>

      <section id={process.id} aria-labelledby={`${process.id}-heading`} className="container-page py-14">
        <h2 id={`${process.id}-heading`} className="text-3xl font-bold">
          {process.heading}
        </h2>
        <InfoSectionBody section={process} layout="wide" />
      </section>

      <div className="container-page grid grid-cols-1 gap-8 pb-14 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section id="request" aria-labelledby="request-heading" className="scroll-mt-4 rounded-card bg-white p-6 shadow-card sm:p-8">
          <h2 id="request-heading" className="text-3xl font-bold">
            {customForm.heading}
          </h2>
          <p className="mt-2 text-ink">{customForm.intro}</p>
          <p className="mt-1 text-sm text-muted">{customForm.requiredNote}</p>
          <div className="mt-6">
            <CustomOrderForm labelledBy="request-heading" />
          </div>
        </section>

        <div className="space-y-8">
          {[pricing, include].map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="rounded-card bg-white p-6 shadow-card">
              <h2 id={`${s.id}-heading`} className="text-2xl font-bold">
                {s.heading}
              </h2>
              <InfoSectionBody section={s} layout="card" />
            </section>
          ))}
        </div>
      </div>

      <section aria-labelledby="gallery-heading" className="bg-linen">
        <div className="container-page py-14">
          <h2 id="gallery-heading" className="text-3xl font-bold">
            {customForm.galleryHeading}
          </h2>
          <p className="mt-2 text-ink">{customForm.galleryIntro}</p>
          <CustomGallery items={customGallery} />
          {customPage.links && (
            <ul className="mt-10 flex flex-wrap gap-3">
              {customPage.links.map((link, i) => (
                <li key={link.href}>
                  <Link href={link.href} className={buttonClasses(i === 0 ? 'primary' : 'secondary', 'md')}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
