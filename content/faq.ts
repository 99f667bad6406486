// /faq (rules §2): 17 questions across the five FAQ_CATEGORIES, in display order. Facts match the shipping,
// returns, warranty, care and custom pages and rules §9.
import { site } from './site';
import type { FaqEntry } from '@/types/shop';

/** The /faq page's own words; the questions follow. */
export const faqPage = {
  title: 'Frequently Asked Questions',
  description:
    'Answers about orders and shipping, our woods and finishes, custom orders, caring for wooden boards, returns and our lifetime warranty at Prairie Grain Woodworks.',
  intro:
    'The questions we hear most often, answered. Pick a topic to narrow the list, and open a question to read its answer.',
  moreHelp: {
    heading: 'Still have a question?',
    text: `We're happy to help. Send us a message and a real person from the workshop will reply within ${site.replyWithin}.`,
    links: [
      { href: '/contact', label: 'Contact us' },
      { href: '/support', label: 'Visit the support centre' },
    ],
  },
};

export const faqEntries: FaqEntry[] = [
  // Orders & Shipping
  {
    category: 'Orders & Shipping',
    question: 'How long will it take to get my order?',
    answer:
      'In-stock items ship within 1-3 business days, made-to-order items within 1-3 weeks and custom orders within 2-4 weeks. After that, standard shipping takes 5-8 business days within Canada and 7-14 business days to the US. Express is faster: 2-3 business days in Canada and 3-7 business days to the US.',
  },
  {
    category: 'Orders & Shipping',
    question: 'Do you offer free shipping?',
    answer:
      'Yes. Shipping is free on orders of $500 or more within Canada, and $400 or more to the United States. In Lloydminster, local delivery is free within city limits on Tuesday and Friday afternoons, and we deliver within 25 km for $10.',
  },
  {
    category: 'Orders & Shipping',
    question: 'Do you ship outside Canada and the United States?',
    answer: `Our checkout takes Canadian and US addresses, but international shipping is available on request. Email ${site.email} with your address and the pieces you would like, and we will send a quote. International rates start from $35 and delivery usually takes 14-21 business days.`,
  },
  {
    category: 'Orders & Shipping',
    question: 'What currency are your prices in?',
    answer:
      'All prices are in Canadian dollars (CAD), and you pay in CAD at checkout. If your card is from outside Canada, your bank converts the amount at its own exchange rate. Taxes and shipping are shown in your order summary before you pay.',
  },
  // Products & Materials
  {
    category: 'Products & Materials',
    question: 'What kinds of wood do you use?',
    answer:
      'Solid North American hardwoods: black walnut, hard maple, black cherry, white oak and Canadian yellow birch. Each product page lists its materials. For custom orders we can also work in acacia, bamboo or a mix of woods. Because every piece is cut from natural wood, the grain and colour of yours will be unique and a little different from the photos.',
  },
  {
    category: 'Products & Materials',
    question: 'Are your cutting boards and trays food safe?',
    answer:
      'Yes. Our cutting, charcuterie and serving boards are finished only with food-safe mineral oil and beeswax, with no lacquer or varnish on surfaces that touch food. A few trays, such as the maple breakfast tray, are sealed with a water-based finish that is food safe once cured. Each product page lists its finish under materials. Hardwoods like maple and walnut are also gentle on knife edges.',
  },
  {
    category: 'Products & Materials',
    question: 'Can I add engraving to a standard product?',
    answer:
      "Yes, on products that show an engraving option. Engraving usually adds $10-$25, depending on the product and design, and the product page updates the price as you choose. Engraving text has a character limit, so short names and dates work best. Please check spelling carefully, as engraved pieces can't be returned unless defective.",
  },
  // Custom Orders
  {
    category: 'Custom Orders',
    question: 'How do custom orders work, and how long do they take?',
    answer:
      'Send us your idea through the custom order form. We reply within 24 hours, then send a sketch and a written quote, and nothing is made until you approve it. Most custom pieces take 2-4 weeks from approval. Need it sooner? Rush orders of 1-2 weeks are possible for +25% when our schedule allows.',
  },
  {
    category: 'Custom Orders',
    question: 'How much does a custom piece cost?',
    answer:
      'Most custom projects cost $150-$2,500. Personalisation adds $25-$75, complex engraving such as logos adds $50-$150, premium woods add 20-50%, and rush orders add 25%. Your quote shows the exact price before any work begins.',
  },
  {
    category: 'Custom Orders',
    question: 'Can you make multiples, such as gifts for a team or a wedding party?',
    answer:
      'Absolutely. Choose a quantity from 1 up to 25+ on the request form. Matching sets with individual names or dates are one of our favourite jobs. Larger quantities may need more time, and your quote will confirm the timeline.',
  },
  {
    category: 'Custom Orders',
    question: 'Can I send you a sketch, logo or inspiration photo?',
    answer: `Please do. Describe the look you want or paste links in the inspiration field of the request form, and email sketches, logos or photos to ${site.email} with your name so we can match them to your request. The form itself does not upload images.`,
  },
  // Care & Maintenance
  {
    category: 'Care & Maintenance',
    question: 'How often should I oil my cutting board?',
    answer:
      'Monthly with heavy use, and every 2-3 months with light use. Use food-safe mineral oil or board butter, never cooking oils, which can go rancid. Apply a generous coat to a clean, dry board, let it soak in for a few hours or overnight, then wipe off the excess.',
  },
  {
    category: 'Care & Maintenance',
    question: 'Can my board go in the dishwasher?',
    answer:
      'No, please never put wooden pieces in the dishwasher or leave them to soak, as they can crack or warp. Hand wash with warm water and mild soap, towel dry, and stand the board upright to finish drying.',
  },
  {
    category: 'Care & Maintenance',
    question: 'How do I get rid of odours or stains?',
    answer:
      'Sprinkle coarse salt over the board and scrub it with half a lemon, leave it for a few minutes, then rinse and dry. Repeat for stubborn stains, and give the board a fresh coat of oil once it is dry.',
  },
  // Returns & Warranty
  {
    category: 'Returns & Warranty',
    question: 'What is your return policy?',
    answer:
      'You can return unused items in their original condition within 30 days of delivery. Contact us first for a return authorization (RA) number. Custom, personalised and engraved pieces, and kitchen items that have been used, cannot be returned unless defective. Refunds are issued within 5-7 business days of receiving your return.',
  },
  {
    category: 'Returns & Warranty',
    question: 'What if my order arrives damaged?',
    answer: `We're sorry! Please tell us within 48 hours of delivery and email photos of the item, the box and the shipping label to ${site.email}. Keep the packaging until we've sorted it out. We will repair, replace or refund the item at no cost to you.`,
  },
  {
    category: 'Returns & Warranty',
    question: 'What does the lifetime warranty cover?',
    answer:
      'Every piece we make is covered for life against defects in craftsmanship, such as glue joints separating or cracks caused by how it was built. Normal wear, knife marks and damage from the dishwasher or soaking are not covered. We review claims within 2 business days; repairs take 2-3 weeks and replacements 2-4 weeks.',
  },
];
