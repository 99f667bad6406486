// /contact (rules §2, §5, §8): the page's words, the form's subjects and labels. Facts (address, phone, email,
// hours) come from content/site.ts; the exact error texts from content/messages.ts.
import { site } from '@/content/site';

/** rules §5: the contact form's subjects. */
export const contactSubjects = [
  'Product Inquiry',
  'Custom Order',
  'Shipping Question',
  'Order Support',
  'General Question',
  'Other',
] as const;

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

export const contactForm = {
  nameLabel: 'Name',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
  subjectLabel: 'Subject',
  subjectPlaceholder: 'Choose a subject',
  messageLabel: 'Message',
  attachmentsLabel: 'Photos',
  attachmentsHint: `Up to 5 images (JPG, PNG, GIF or WebP), 5 MB each. The form tells us which photos you attached; please also email the photos themselves to ${site.email}.`,
  attachmentsListLabel: 'Attached photos',
  removeAttachment: (name: string) => `Remove ${name}`,
  submit: 'Send Message',
  sending: 'Sending...',
  tooSoon: (seconds: number) =>
    `You've just sent us a message. To keep our inbox free of bursts, you can send another in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}. Everything you typed is still here.`,
  successHeading: 'Message sent',
  successText: (name: string) =>
    `Thank you${name ? `, ${name}` : ''}! We have your message and will reply within ${site.replyWithin}.`,
  errors: {
    name: 'Please enter your name.',
    email: 'Please enter your email address.',
    emailInvalid: 'Please enter a valid email address, like name@example.com.',
    subject: 'Please choose a subject.',
    message: 'Please write a message.',
  },
} as const;

/** What the email to the workshop says where the shopper left something out. */
export const contactEmailText = {
  toName: site.name,
  phoneNotGiven: 'Not provided',
  noAttachments: 'None',
} as const;
