import { ArrowRight, Mail, MessageCircle, Phone, TriangleAlert } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { HoursCard } from '@/components/info/hours-card';
import { OpenChatButton } from '@/components/support/open-chat-button';
import { buttonClasses } from '@/components/ui/button';
import { supportPage } from '@/content/pages/support';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: supportPage.title,
  description: supportPage.description,
  path: '/support',
});

const channelIcons = { chat: MessageCircle, phone: Phone, email: Mail } as const;
const cardClasses = 'rounded-card bg-white p-6 shadow-card';
const linkClasses = 'font-semibold text-walnut underline-offset-4 hover:underline';

export default function SupportPage() {
  const p = supportPage;
  return (
    <>
      <section className="bg-linen">
        <div className="container-page py-12 md:py-16">
          <h1 className="text-4xl font-bold sm:text-5xl">{p.title}</h1>
          <p className="mt-4 max-w-3xl text-lg text-ink">{p.intro}</p>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {p.channels.map((channel) => {
              const icon = channelIcons[channel.id];
              return (
                <li key={channel.id} className={`${cardClasses} flex flex-col`}>
                  <Icon node={icon} className="size-8 text-walnut" />
                  <h2 className="mt-4 text-2xl font-bold">{channel.title}</h2>
                  <p className="mt-2 flex-1 text-muted">{channel.description}</p>
                  <p className="mt-4 font-semibold wrap-anywhere text-bark">{channel.detail}</p>
                  <div className="mt-4">
                    {channel.href ? (
                      <a href={channel.href} className={buttonClasses('primary', 'md')}>
                        <Icon node={icon} className="size-4" />
                        {channel.actionLabel}
                      </a>
                    ) : (
                      <OpenChatButton label={channel.actionLabel} />
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="topics-heading" className="container-page py-14">
        <h2 id="topics-heading" className="text-3xl font-bold">
          {p.helpTopicsHeading}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {p.helpTopics.map((topic) => (
            <li key={topic.href}>
              <Link
                href={topic.href}
                className="group flex h-full flex-col rounded-card border border-sand bg-white p-5 shadow-card transition-shadow hover:shadow-lift"
              >
                <span className="flex items-center justify-between gap-2 font-serif text-lg font-bold text-bark">
                  {topic.label}
                  <Icon node={ArrowRight} className="size-5 text-walnut transition-transform group-hover:translate-x-0.5" />
                </span>
                <span className="mt-1 text-sm text-muted">{topic.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className="container-page grid gap-6 pb-14 md:grid-cols-2">
        <HoursCard headingId="hours-heading" heading={p.hoursHeading} note={p.hoursNote} />
        <section aria-labelledby="response-heading" className={cardClasses}>
          <h2 id="response-heading" className="text-2xl font-bold">
            {p.responseTimesHeading}
          </h2>
          <dl className="mt-4 divide-y divide-sand">
            {p.responseTimes.map((r) => (
              <div key={r.channel} className="flex justify-between gap-4 py-2">
                <dt className="text-ink">{r.channel}</dt>
                <dd className="text-right font-semibold text-bark">{r.time}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      <div className="container-page grid gap-6 pb-14 md:grid-cols-2">
        <section aria-labelledby="self-service-heading" className={cardClasses}>
          <h2 id="self-service-heading" className="text-2xl font-bold">
            {p.selfServiceHeading}
          </h2>
          <ul className="mt-4 space-y-3">
            {p.selfService.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={linkClasses}>
                  {link.label}
                </Link>
                {link.description && <p className="text-sm text-muted">{link.description}</p>}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="urgent-heading" className={cardClasses}>
          <h2 id="urgent-heading" className="flex items-center gap-2 text-2xl font-bold">
            <Icon node={TriangleAlert} className="size-5 text-ember" />
            {p.urgentHeading}
          </h2>
          <ul className="mt-4 space-y-4">
            {p.urgentIssues.map((u) => (
              <li key={u.issue}>
                <h3 className="font-sans text-base font-semibold text-bark">{u.issue}</h3>
                <p className="text-sm text-ink">{u.text}</p>
                <Link href={u.link.href} className={`${linkClasses} text-sm`}>
                  {u.link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="contact-cta-heading" className="bg-walnut">
        <div className="container-page flex flex-col items-start justify-between gap-6 py-12 md:flex-row md:items-center">
          <div>
            <h2 id="contact-cta-heading" className="text-3xl font-bold text-white">
              {p.contactCta.heading}
            </h2>
            <p className="mt-2 max-w-2xl text-linen">{p.contactCta.text}</p>
          </div>
          <Link href={p.contactCta.link.href} className={buttonClasses('secondary', 'lg', 'shrink-0')}>
            {p.contactCta.link.label}
          </Link>
        </div>
      </section>
    </>
  );
}
