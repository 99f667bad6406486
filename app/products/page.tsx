import { CatalogueBrowser } from '@/components/catalogue/catalogue-browser';
import { CATALOGUE_SECOND_ROW_ID } from '@/components/catalogue/catalogue-second-row-id';
import { FirstPaintAfter } from '@/components/layout/first-paint-after-content';
import { catalogueFromServerBuild } from '@/lib/catalogue/build-catalogue';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Shop Handcrafted Wooden Goods',
  description: 'Browse handcrafted cutting boards, phone stands, key hangers, serving trays, kitchen storage, home decor and office accessories, made in Lloydminster, Alberta.',
  path: '/products',
});

export default async function ProductsPage() {
  return (
    <div className="container-page py-10">
      {/* The cards of a row stretch to its tallest, so a card's price and button moved down as a taller neighbour
          arrived, and a button grew leftwards as its label arrived (CLS 0.0008-0.0011 on desktop in 2 of 10 loads):
          the page's first paint waits for the first row to be whole. */}
      <FirstPaintAfter id={CATALOGUE_SECOND_ROW_ID} />
      <header className="mb-8">
        <h1 className="text-4xl font-bold">Shop our handcrafted goods</h1>
        <p className="mt-2 max-w-2xl text-muted">
          Solid hardwood pieces for the kitchen, the entryway and the desk, each one made by hand in our workshop.
        </p>
      </header>
      <CatalogueBrowser fromBuild={await catalogueFromServerBuild()} />
    </div>
  );
}
