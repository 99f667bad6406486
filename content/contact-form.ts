// The contact form's words (rules §4, §5): its subjects, labels and answers. Kept apart from the page's words
// (content/pages/contact.ts) because the form runs in the browser and ships only what it shows; what its checks and
// sender say, and the email's words, are in content/contact-form-checks.ts, fetched with them.
import { siteContact } from './site-contact';

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
  attachmentsHint: `Up to 5 images (JPG, PNG, GIF or WebP), 5 MB each. The form tells us which photos you attached; please also email the photos themselves to ${siteContact.email}.`,
  attachmentsListLabel: 'Attached photos',
  removeAttachment: (name: string) => `Remove ${name}`,
  submit: 'Send Message',
  sendAnother: 'Send Another Message',
  sendFailed: `Failed to send message. Please try again or contact us directly. Note: For image attachments, please email us directly at ${siteContact.email}`,
  sending: 'Sending...',
  successHeading: 'Message sent',
  successText: (name: string) =>
    `Thank you${name ? `, ${name}` : ''}! We have your message and will reply within ${siteContact.replyWithin}.`,
} as const;
