// The site's navigation: the header's main links (rules §2) and the footer's columns.

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
