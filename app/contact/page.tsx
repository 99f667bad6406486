import { Mail, MapPin, Phone } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { HoursCard } from '@/components/info/hours-card';
import { Link } from '@/components/ui/link';
import { PostalAddress } from '@/components/ui/postal-address';
import { ContactForm } from '@/components/contact/contact-form';
import { JsonLd } from '@/components/seo/json-ld';
import { contactPage } from '@/content/pages/contact';
import { site } from '@/content/site';
import { localBusinessJsonLd } from '@/lib/seo/local-business';
import { pageMetadata } from '@/lib/seo/metadata';
import type { Address } from '@/types/shop';

export const metadata = pageMetadata({
  title: contactPage.title,
  description: contactPage.description,
  path: '/contact',
});

// Here rather than beside `site`: a client component that reads `site` would carry these reads in every page's
// script.
const workshopAddress: Address = {
  street: site.address.street,
  city: site.address.city,
  state: site.address.regionName,
  zipCode: site.address.postalCode,
  country: site.address.countryName,
};

export default function ContactPage() {
  return (
    <div className="container-page py-10">
      <JsonLd data={localBusinessJsonLd()} />
      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold">{contactPage.title}</h1>
        <p className="mt-3 text-lg text-ink">{contactPage.intro}</p>
      </header>

      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <aside aria-labelledby="contact-info-heading" className="space-y-6">
          <section className="rounded-card bg-white p-6 shadow-card">
            <h2 id="contact-info-heading" className="text-2xl font-bold">
              {contactPage.infoHeading}
            </h2>
            <dl className="mt-5 space-y-5">
              <div className="relative pl-8">
                <dt className="font-semibold text-bark">
                  <Icon node={MapPin} className="absolute top-0.5 left-0 size-5 text-walnut" />
                  {contactPage.workshopLabel}
                </dt>
                <dd className="text-ink">
                  <PostalAddress address={workshopAddress} className="not-italic" />
                </dd>
              </div>
              <div className="relative pl-8">
                <dt className="font-semibold text-bark">
                  <Icon node={Phone} className="absolute top-0.5 left-0 size-5 text-walnut" />
                  {contactPage.phoneLabel}
                </dt>
                <dd>
                  <a href={site.phoneHref} className="text-walnut underline-offset-4 hover:underline">
                    {site.phone}
                  </a>
                </dd>
              </div>
              <div className="relative pl-8">
                <dt className="font-semibold text-bark">
                  <Icon node={Mail} className="absolute top-0.5 left-0 size-5 text-walnut" />
                  {contactPage.emailLabel}
                </dt>
                <dd>
                  <a href={`mailto:${site.email}`} className="text-walnut underline-offset-4 hover:underline">
                    {site.email}
                  </a>
                </dd>
              </div>
            </dl>
            <p className="mt-5 text-sm text-muted">{contactPage.replyNote}</p>
          </section>

          <HoursCard headingId="contact-hours-heading" heading={contactPage.hoursHeading} note={contactPage.hoursNote} />

          <p className="rounded-card bg-linen p-5 text-ink">
            {contactPage.customCta.text}{' '}
            <Link href={contactPage.customCta.link.href} className="font-semibold text-walnut underline underline-offset-4">
              {contactPage.customCta.link.label}
            </Link>
          </p>
        </aside>

        <section aria-labelledby="contact-form-heading" className="rounded-card bg-white p-6 shadow-card sm:p-8">
          <h2 id="contact-form-heading" className="text-2xl font-bold">
            {contactPage.formHeading}
          </h2>
          <p className="mt-1 text-sm text-muted">
            Fields marked <span className="text-ember" aria-hidden="true">*</span>
            <span className="sr-only">with an asterisk</span> are required.
          </p>
          <div className="mt-6">
            <ContactForm labelledBy="contact-form-heading" />
          </div>
        </section>
      </div>
    </div>
  );
}
