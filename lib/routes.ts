// Paths the app links to, in one place so links and the sitemap agree.

export function productPath(id: string): string {
  return `/product/${encodeURIComponent(id)}`;
}

export function productsPath(params: { category?: string; q?: string } = {}): string {
  const search = new URLSearchParams();
  if (params.category && params.category !== 'all') search.set('category', params.category);
  if (params.q) search.set('q', params.q);
  const query = search.toString();
  return query ? `/products?${query}` : '/products';
}

export const mainNav = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About' },
  { href: '/products', label: 'Products' },
  { href: '/custom', label: 'Custom Orders' },
  { href: '/contact', label: 'Contact' },
] as const;

export const footerNav = {
  shop: [
    { href: '/products', label: 'All Products' },
    { href: '/custom', label: 'Custom Orders' },
    { href: '/about', label: 'About Us' },
    { href: '/contact', label: 'Contact' },
  ],
  help: [
    { href: '/shipping', label: 'Shipping' },
    { href: '/faq', label: 'FAQ' },
    { href: '/returns', label: 'Returns' },
    { href: '/warranty', label: 'Warranty' },
    { href: '/care', label: 'Care Guide' },
    { href: '/support', label: 'Support' },
  ],
  legal: [
    { href: '/privacy', label: 'Privacy Policy' },
    { href: '/terms', label: 'Terms of Service' },
  ],
} as const;
