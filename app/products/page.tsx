import { CatalogueBrowser } from '@/components/catalog/catalogue-browser';
import { catalogueFromServerBuild } from '@/lib/build-catalogue';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Shop Handcrafted Wooden Goods',
  description: 'Browse handcrafted cutting boards, phone stands, key hangers, serving trays, kitchen storage, home decor and office accessories, made in Lloydminster, Alberta.',
  path: '/products',
});

export default async function ProductsPage() {
  return (
    <div className="container-page py-10">
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
