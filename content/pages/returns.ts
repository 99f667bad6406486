// /returns (rules §2, §9): 30-day policy, eligible and ineligible items, 5-step process with a return
// authorization number, exchanges as a return plus a new order, damaged items within 48 hours, refunds in 5-7
// business days.
import { site } from '@/content/site';
import type { InfoPage } from './types';

export const returnsPage: InfoPage = {
  title: 'Returns & Exchanges',
  description:
    'Not quite right? Return unused items within 30 days of delivery. See what can be returned, how to get a return number, and what to do if an item is damaged.',
  intro:
    "We want you to love what you bought from us. If something isn't right, you have 30 days from delivery to send it back, and we will make the process as simple as we can.",
  sections: [
    {
      id: 'policy',
      heading: 'Our 30-day return policy',
      paragraphs: [
        'You can return eligible items within 30 days of delivery for a refund to your original payment method. Items need to reach us unused and in their original condition, with a return authorization (RA) number from us.',
        'Once we receive and check your return, your refund is issued within 5-7 business days. Your bank may take a few more days to show it.',
      ],
    },
    {
      id: 'eligible',
      heading: 'What can be returned',
      items: [
        'In-stock and made-to-order items that are unused and in their original condition.',
        'Items returned in their original packaging, or packed just as carefully.',
        'Anything that arrived damaged or defective (see below; these are always covered).',
        'The wrong item, if we sent you something you did not order.',
      ],
    },
    {
      id: 'ineligible',
      heading: 'What cannot be returned',
      items: [
        'Custom orders, and personalised or engraved pieces, unless they are defective. They are made just for you, so we cannot resell them.',
        'Kitchen items that have been used with food, such as cutting boards, serving trays and utensils, for hygiene reasons.',
        'Items damaged by misuse or skipped care, for example a board put through the dishwasher or left to soak.',
        'Items returned more than 30 days after delivery, or sent back without an RA number.',
      ],
    },
    {
      id: 'how-to-return',
      heading: 'How to return an item',
      steps: [
        {
          title: 'Contact us',
          text: `Within 30 days of delivery, send us a message through the contact page or email ${site.email} with your order number, the item and the reason for the return.`,
        },
        {
          title: 'Get your RA number',
          text: 'We reply within 24 hours with your return authorization (RA) number and the address to send the item to.',
        },
        {
          title: 'Pack it carefully',
          text: 'Wrap the item well, ideally in its original packaging, and write your RA number clearly on the outside of the box.',
        },
        {
          title: 'Ship it back',
          text: 'Send the parcel with a tracked service and keep the receipt. Return shipping is at your cost unless the item was damaged, defective or not what you ordered.',
        },
        {
          title: 'Get your refund',
          text: 'When the item arrives we check it and issue your refund to the original payment method within 5-7 business days.',
        },
      ],
      note: 'Original shipping charges are refunded only when the return is due to our mistake or a defect.',
    },
    {
      id: 'exchanges',
      heading: 'Exchanges',
      paragraphs: [
        'Want a different size, wood or design? We handle exchanges as a return plus a new order: start a return for the original item as above, and place a new order for the one you would like. That way your new piece is not held up waiting for the return to arrive, and you are refunded for the original as soon as we receive it.',
      ],
    },
    {
      id: 'damaged-items',
      heading: 'Damaged or defective items',
      paragraphs: [
        `Carriers occasionally have a bad day. If your order arrives damaged, please tell us within 48 hours of delivery and email photos of the item, the box and the shipping label to ${site.email}. Photos sent by email are the ones we can see: the contact form does not upload images.`,
        'Please keep the packaging until we have sorted it out, as the carrier may ask to see it. We will repair, replace or refund the item at no cost to you, including shipping.',
      ],
      links: [
        { href: '/contact', label: 'Start a return' },
        { href: '/warranty', label: 'Problems later on? See our lifetime warranty' },
      ],
    },
  ],
};
