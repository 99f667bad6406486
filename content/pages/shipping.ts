// /shipping (rules §2, §9): processing times, rates and free thresholds, local delivery and pickup, packaging,
// tracking and insurance, notes. The published ranges are rules §9's; checkout computes the exact charge.
import { site } from '@/content/site';
import type { InfoPage } from './types';

export const shippingPage: InfoPage = {
  title: 'Shipping & Delivery',
  description:
    'Shipping from Lloydminster, Alberta: processing times, rates for Canada and the US, free shipping over $500 in Canada and $400 to the US, and local pickup.',
  intro:
    'Every piece is packed by hand in our Lloydminster workshop. Here is how long things take, what shipping costs and how your order gets to you.',
  sections: [
    {
      id: 'processing-times',
      heading: 'Processing times',
      paragraphs: [
        'Processing time is how long we need to make, finish and pack your order before it ships. Delivery time is added on top.',
      ],
      table: {
        caption: 'Processing time before your order ships',
        columns: ['Type of item', 'Ships within'],
        rows: [
          ['In-stock items', '1-3 business days'],
          ['Made-to-order items', '1-3 weeks'],
          ['Custom orders', '2-4 weeks'],
        ],
      },
      note: 'Made-to-order pieces show their own crafting time on the product page. If your order mixes items, we ship everything together when the last piece is ready, unless you ask us to split it.',
    },
    {
      id: 'rates',
      heading: 'Shipping rates',
      paragraphs: [
        'Rates depend on the weight of your order and where it is going. Checkout shows your exact shipping charge, in Canadian dollars, before you pay.',
      ],
      table: {
        caption: 'Typical shipping rates and delivery times after your order ships',
        columns: ['Destination', 'Service', 'Typical rate', 'Delivery time'],
        rows: [
          ['Canada', 'Standard', '$15-$35 CAD', '5-8 business days'],
          ['Canada', 'Express', '$25-$55 CAD', '2-3 business days'],
          ['United States', 'Standard (tracked and insured)', '$25-$65 USD', '7-14 business days'],
          ['United States', 'Express (tracked and insured)', '$45-$95 USD', '3-7 business days'],
          ['Other countries', 'International, on request', 'From $35', '14-21 business days'],
        ],
      },
      note: 'Canadian rates shown are for major cities; rural and remote addresses and very heavy orders can cost more.',
    },
    {
      id: 'free-shipping',
      heading: 'Free shipping',
      items: [
        'Canada: free shipping on orders of $500 or more.',
        'United States: free shipping on orders of $400 or more.',
        'Lloydminster: free local delivery within city limits, whatever the order size.',
      ],
      note: 'The free-shipping threshold is based on your order subtotal before tax.',
    },
    {
      id: 'local-delivery',
      heading: 'Local delivery and pickup',
      paragraphs: [
        'Live nearby? Skip the courier. We deliver locally ourselves, and you are always welcome to pick up from the workshop.',
      ],
      items: [
        'Free delivery within Lloydminster city limits, on both the Alberta and Saskatchewan sides, on Tuesday and Friday afternoons.',
        'A $10 delivery fee within 25 km of Lloydminster.',
        `Pickup from the workshop by appointment: call ${site.phone} or email ${site.email} to book a time.`,
      ],
    },
    {
      id: 'packaging',
      heading: 'Packaging',
      paragraphs: [
        'We pack every order by hand so it arrives the way it left the bench. Pieces are wrapped in kraft paper, cushioned with recycled paper padding and boxed in recycled cardboard, with corner protection for larger boards and trays.',
        'We keep plastic to a minimum, and almost everything we ship in can go straight into your recycling bin.',
      ],
    },
    {
      id: 'tracking-insurance',
      heading: 'Tracking and insurance',
      items: [
        'Every shipped order comes with a tracking number, which we send you as soon as your parcel leaves the workshop.',
        'Shipments are insured for the full value of your order.',
        'A signature is required on delivery for orders over $200, so expensive pieces are never left on a doorstep.',
      ],
    },
    {
      id: 'international',
      heading: 'Outside Canada and the US',
      paragraphs: [
        `We serve Canada and the United States online. International shipping is available on request: email ${site.email} with your address and the pieces you would like, and we will send you a quote. International rates start from $35 and delivery usually takes 14-21 business days.`,
      ],
    },
    {
      id: 'notes',
      heading: 'Good to know',
      items: [
        'Business days are Monday to Friday, excluding statutory holidays.',
        'Please double-check your shipping address at checkout. If a parcel comes back because of an incorrect address, we will need to charge the cost of sending it again.',
        'Orders shipped to the US or abroad may be charged import duties, taxes or brokerage fees by the carrier. These are set by the destination country and paid by the recipient.',
        'Prairie winters and holiday rush can slow carriers down. If your tracking has not moved for several days, let us know and we will chase it up.',
      ],
      links: [
        { href: '/returns', label: 'Returns and damaged items' },
        { href: '/contact', label: 'Contact us about an order' },
      ],
    },
  ],
};
