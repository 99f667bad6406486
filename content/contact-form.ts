// The contact form's words (rules §4, §5): its subjects, labels, answers and the email it sends. Kept apart from the
// page's words (content/pages/contact.ts) because the form runs in the browser and ships only what it shows.
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
  sendAnother: 'Send Another Message',
  sendFailed: `Failed to send message. Please try again or contact us directly. Note: For image attachments, please email us directly at ${site.email}`,
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
