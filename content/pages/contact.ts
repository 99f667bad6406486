// /contact (rules §2, §8): the page's words around the form (content/contact-form.ts holds the form's). Facts
// (address, phone, email, hours) come from content/site.ts.
import { site } from '@/content/site';

export const contactPage = {
  title: 'Contact Us',
  description:
    'Questions about an order, a product or a custom piece? Call, email or message the Prairie Grain workshop in Lloydminster, Alberta. We reply within 24 hours.',
  intro: `Questions about a piece, an order or an idea for something custom? Send us a message and a real person from our workshop in ${site.address.city} will get back to you within ${site.replyWithin}.`,
  infoHeading: 'Get in touch',
  workshopLabel: 'Workshop',
  phoneLabel: 'Phone',
  emailLabel: 'Email',
  hoursHeading: 'Business hours',
  hoursNote: `Mountain Time (${site.timezoneLabel}). Messages that arrive after hours are answered the next business day.`,
  replyNote: `We reply to every message within ${site.replyWithin}.`,
  formHeading: 'Send us a message',
  customCta: { text: 'Planning a custom piece?', link: { href: '/custom', label: 'Request a custom order' } },
} as const;
