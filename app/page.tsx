import { Hammer, Quote, ShieldCheck, Truck } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { FeaturedProducts } from '@/components/catalogue/featured-products';
import { FEATURED_PRODUCTS_ID } from '@/components/catalogue/featured-products-id';
import { FirstPaintAfter } from '@/components/layout/first-paint-after-content';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button';
import { photoSizes } from '@/components/ui/photo-sizes';
import { ProductImage } from '@/components/ui/product-image';
import { hero, story, testimonials, valuePoints } from '@/content/home';
import { messages } from '@/content/messages';
import { site } from '@/content/site';
import { catalogueFromServerBuild } from '@/lib/catalogue/build-catalogue';
import { featuredProducts } from '@/lib/catalogue/browse';
import { localBusinessJsonLd } from '@/lib/seo/local-business';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({ description: site.description, path: '/' });

const valueIcons = { hammer: Hammer, shield: ShieldCheck, truck: Truck } as const;

export default async function HomePage() {
  const fromBuild = await catalogueFromServerBuild();
  return (
    <>
      <JsonLd data={localBusinessJsonLd()} />
      {/* The hero's words are centred on its photo's height, so they moved when the photo arrived after them, and the
          featured heading's link moved as its label arrived: the first paint waits for the featured list to begin. */}
      <FirstPaintAfter id={FEATURED_PRODUCTS_ID} />
      <section className="bg-linen">
        <div className="container-page grid items-center gap-10 py-12 md:grid-cols-2 md:py-20">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-walnut">{hero.eyebrow}</p>
            <h1 className="mt-3 text-4xl font-bold leading-tight sm:text-5xl">{hero.heading}</h1>
            <p className="mt-5 max-w-xl text-lg text-ink">{hero.text}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink href="/products" size="lg">
                {messages.shopNow}
              </ButtonLink>
              <ButtonLink href="/custom" size="lg" variant="secondary">
                {messages.customOrders}
              </ButtonLink>
            </div>
          </div>
          <ProductImage
            src={hero.image.src}
            alt={hero.image.alt}
            width={800}
            height={600}
            priority
            sizes={photoSizes.halfBand}
            className="aspect-[4/3] w-full rounded-card shadow-lift"
          />
        </div>
      </section>

      <section aria-labelledby="featured-heading" className="container-page py-14">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <h2 id="featured-heading" className="text-3xl font-bold">
            {messages.featuredProducts}
          </h2>
          <Link href="/products" className="font-semibold text-walnut underline-offset-4 hover:underline">
            View all products
          </Link>
        </div>
        <FeaturedProducts fromBuild={fromBuild && featuredProducts(fromBuild)} />
      </section>

      <section aria-labelledby="story-heading" className="bg-white">
        <div className="container-page grid items-center gap-10 py-14 md:grid-cols-2">
          <ProductImage
            src={story.image.src}
            alt={story.image.alt}
            width={800}
            height={600}
            sizes={photoSizes.halfBand}
            className="aspect-[4/3] w-full rounded-card"
          />
          <div>
            <h2 id="story-heading" className="text-3xl font-bold">
              {messages.ourStory}
            </h2>
            {story.paragraphs.map((p) => (
              <p key={p} className="mt-4 text-ink">
                {p}
              </p>
            ))}
            <Link href="/about" className="mt-6 inline-block font-semibold text-walnut underline-offset-4 hover:underline">
              Read more about us
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="values-heading" className="container-page py-14">
        <h2 id="values-heading" className="sr-only">
          Why shop with us
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {valuePoints.map((v) => {
            const icon = valueIcons[v.icon];
            return (
              <li key={v.title} className="rounded-card bg-white p-6 shadow-card">
                <Icon node={icon} className="size-8 text-walnut" />
                <h3 className="mt-4 text-xl font-semibold">{v.title}</h3>
                <p className="mt-2 text-muted">{v.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="testimonials-heading" className="bg-linen">
        <div className="container-page py-14">
          <h2 id="testimonials-heading" className="text-3xl font-bold">
            What our customers say
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {testimonials.map((t) => (
              <li key={t.name}>
                <figure className="h-full rounded-card bg-white p-6 shadow-card">
                  <Icon node={Quote} className="size-6 text-oak" />
                  <blockquote className="mt-3 text-ink">{t.quote}</blockquote>
                  <figcaption className="mt-4 text-sm font-semibold text-bark">
                    {t.name} <span className="font-normal text-muted">· {t.place}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
