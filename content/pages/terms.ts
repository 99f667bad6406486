// /terms (rules §1, §2): plain-language terms of sale. Alberta law, prices in CAD, Canada and the US with
// international shipping on request, custom-order terms, pointers to returns and warranty.
import { site } from '@/content/site';
import type { LegalPage } from './types';

export const termsPage: LegalPage = {
  title: 'Terms & Conditions',
  description:
    'The terms for shopping with Prairie Grain Woodworks: prices in Canadian dollars, shipping, custom orders, returns, our warranty and the laws of Alberta.',
  intro: `These terms apply when you use this website or buy from ${site.name}. We have kept them as short and plain as we can. By placing an order, you agree to them.`,
  lastUpdated: '2025-03-01',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      paragraphs: [
        `${site.name} is a small family woodworking business at ${site.address.street}, ${site.address.city}, ${site.address.regionName}, Canada. You can reach us at ${site.email} or ${site.phone}.`,
      ],
    },
    {
      id: 'prices-payment',
      heading: 'Prices and payment',
      items: [
        'All prices on this website are in Canadian dollars (CAD), and you pay in CAD.',
        'If you pay with a card issued outside Canada, your bank converts the amount at its own exchange rate and may charge a fee.',
        'Taxes and shipping are calculated at checkout and shown before you pay.',
        'Prices of customisations, such as engraving or a different wood, are shown on the product page and added to the item price.',
        'We may change prices at any time, but a change never affects an order you have already placed.',
      ],
    },
    {
      id: 'orders',
      heading: 'Orders',
      paragraphs: [
        'Placing an order is an offer to buy. If we cannot fill it, for example because an item has sold out or a price was clearly shown in error, we will contact you and either offer an alternative or cancel the order and refund any payment in full.',
        'Because every piece is made by hand from solid wood, grain, colour and knots vary from piece to piece and from the photos. This natural variation is not a defect.',
      ],
    },
    {
      id: 'shipping',
      heading: 'Where we ship',
      paragraphs: [
        'We serve customers in Canada and the United States. International shipping to other countries is available on request, by quote. Delivery times given on our shipping page are estimates, not guarantees. Import duties, taxes and brokerage fees outside Canada are the responsibility of the recipient.',
      ],
      links: [{ href: '/shipping', label: 'Shipping & Delivery' }],
    },
    {
      id: 'custom-orders',
      heading: 'Custom orders',
      items: [
        'A custom request is not an order. After you submit one, we send you a written quote with the price, design and timeline.',
        'Work begins only once you approve the quote. Payment terms are set out in the quote.',
        'Most custom pieces take 2-4 weeks after approval. Rush orders, when our schedule allows, add 25% to the price.',
        'If you send us a logo, artwork or text, you confirm that you have the right to use it. We may decline requests that infringe on the rights of others or that we find offensive.',
        'Custom, personalised and engraved pieces are made just for you and cannot be returned unless they are defective. Please check spelling and dates carefully before you approve.',
      ],
      links: [{ href: '/custom', label: 'Custom orders' }],
    },
    {
      id: 'returns-warranty',
      heading: 'Returns and warranty',
      paragraphs: [
        'Eligible items can be returned within 30 days of delivery, as described on our returns page. Every piece we make is covered by our lifetime craftsmanship warranty, described on our warranty page. These promises are in addition to your rights under consumer protection law, never instead of them.',
      ],
      links: [
        { href: '/returns', label: 'Returns & Exchanges' },
        { href: '/warranty', label: 'Lifetime Warranty' },
      ],
    },
    {
      id: 'your-account',
      heading: 'Your account and content',
      items: [
        "Your account, cart and order history are kept in your browser. Keep your device secure, and log out on shared computers.",
        'Reviews should be honest and about your own experience. We may remove reviews or messages that are abusive, off-topic or unlawful.',
        "Please don't misuse the site, for example by trying to interfere with how it works.",
      ],
      links: [{ href: '/privacy', label: 'Privacy Policy' }],
    },
    {
      id: 'liability',
      heading: 'Our responsibility',
      paragraphs: [
        'We take care to describe our products accurately and keep this website working. To the extent the law allows, our responsibility for any order is limited to the amount you paid for it. Nothing in these terms limits rights you have under the consumer protection laws that apply to you.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of the Province of Alberta and the federal laws of Canada that apply there. Any dispute will be handled by the courts of Alberta, unless the law where you live gives you the right to bring it elsewhere.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time. The version that applies to your order is the one shown on this page when you placed it, and the date at the top shows when it last changed.',
      ],
    },
  ],
};
