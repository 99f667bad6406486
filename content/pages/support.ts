// /support (rules §2): chat, phone and email cards; six help topics; business hours; response times;
// self-service links; urgent issues; a link to /contact.
import { site } from '@/content/site';
import type { InfoLink } from './types';

export interface SupportChannel {
  id: 'chat' | 'phone' | 'email';
  title: string;
  description: string;
  /** What to show on the card: the number, the address, or how fast chat replies. */
  detail: string;
  actionLabel: string;
  /** tel:/mailto: link; absent for chat, whose action opens the chat widget. */
  href?: string;
}

export interface ResponseTime {
  channel: string;
  time: string;
}

export interface UrgentIssue {
  issue: string;
  text: string;
  link: InfoLink;
}

export interface SupportPage {
  title: string;
  /** Meta description, 120-160 characters. */
  description: string;
  intro: string;
  channels: SupportChannel[];
  helpTopicsHeading: string;
  /** Six links: label is the topic title, description one line. */
  helpTopics: InfoLink[];
  hoursHeading: string;
  hoursNote: string;
  responseTimesHeading: string;
  responseTimes: ResponseTime[];
  selfServiceHeading: string;
  selfService: InfoLink[];
  urgentHeading: string;
  urgentIssues: UrgentIssue[];
  contactCta: { heading: string; text: string; link: InfoLink };
}

export const supportPage: SupportPage = {
  title: 'Customer Support',
  description:
    'Need help with an order, a product or a custom piece? Chat, call or email the Prairie Grain workshop, or find quick answers on shipping, returns and care.',
  intro: "Whatever you need, you'll reach a real person from our workshop in Lloydminster. Pick whichever way suits you best.",
  channels: [
    {
      id: 'chat',
      title: 'Live chat',
      description: 'Start a conversation from the chat bubble in the corner of any page, and pick it up again whenever you return.',
      detail: `Replies within ${site.replyWithin}`,
      actionLabel: 'Start a chat',
    },
    {
      id: 'phone',
      title: 'Phone',
      description: 'Talk to us directly during business hours. Great for quick questions and order changes.',
      detail: site.phone,
      actionLabel: 'Call us',
      href: site.phoneHref,
    },
    {
      id: 'email',
      title: 'Email',
      description: 'Best for detailed questions, and the way to send us photos of an item or an idea.',
      detail: site.email,
      actionLabel: 'Email us',
      href: `mailto:${site.email}`,
    },
  ],
  helpTopicsHeading: 'Popular help topics',
  helpTopics: [
    { href: '/faq', label: 'FAQ', description: 'Quick answers to the questions we hear most often.' },
    { href: '/contact', label: 'Contact us', description: 'Send us a message and we will get back to you within 24 hours.' },
    { href: '/shipping', label: 'Shipping & Delivery', description: 'Processing times, rates, free shipping and local pickup.' },
    { href: '/returns', label: 'Returns & Exchanges', description: 'Our 30-day return policy and how to start a return.' },
    { href: '/warranty', label: 'Lifetime Warranty', description: 'What our craftsmanship warranty covers and how to claim.' },
    { href: '/care', label: 'Care Guide', description: 'Washing, oiling and looking after your wooden pieces.' },
  ],
  hoursHeading: 'Business hours',
  hoursNote: `All times are Mountain Time (${site.timezoneLabel}). Messages sent outside these hours are answered the next business day.`,
  responseTimesHeading: 'Response times',
  responseTimes: [
    { channel: 'Live chat', time: `Replies within ${site.replyWithin}` },
    { channel: 'Email and contact form', time: `Replies within ${site.replyWithin}` },
    { channel: 'Phone', time: 'Answered during business hours' },
  ],
  selfServiceHeading: 'Help yourself',
  selfService: [
    { href: '/dashboard', label: 'Your account', description: 'Update your profile and shipping address.' },
    { href: '/dashboard?tab=orders', label: 'Your orders', description: 'Check the status of recent orders.' },
    { href: '/products', label: 'Browse products', description: 'Find the right piece or order a replacement.' },
    { href: '/faq', label: 'Read the FAQ', description: 'Answers on orders, materials, custom work and care.' },
    { href: '/custom', label: 'Request a custom piece', description: 'Tell us your idea and get a quote.' },
  ],
  urgentHeading: 'Something urgent?',
  urgentIssues: [
    {
      issue: 'Damaged delivery',
      text: 'Tell us within 48 hours of delivery and email photos of the item and packaging.',
      link: { href: '/returns', label: 'Damaged item help' },
    },
    {
      issue: 'Wrong item received',
      text: 'Let us know your order number and what arrived, and we will put it right at no cost to you.',
      link: { href: '/contact', label: 'Contact us' },
    },
    {
      issue: 'Need to change an order',
      text: 'Pending and processing orders can still be cancelled from your orders page, and we can usually make changes until your order ships.',
      link: { href: '/dashboard?tab=orders', label: 'View your orders' },
    },
  ],
  contactCta: {
    heading: 'Still need help?',
    text: 'Send us a message with as much detail as you can, and we will get back to you within 24 hours.',
    link: { href: '/contact', label: 'Contact us' },
  },
};
