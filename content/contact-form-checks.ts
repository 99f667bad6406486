// What the contact form's checks and its sender say, and the words of the email it sends (rules §4, §7): fetched with
// the rules that use them once the shopper starts on the form, not with the form itself (content/contact-form.ts).
import { siteContact } from './site-contact';

/** rules §4: a field left empty or not an email address. */
export const contactErrors = {
  name: 'Please enter your name.',
  email: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  subject: 'Please choose a subject.',
  message: 'Please write a message.',
} as const;

/** The sender's answer to a message that follows the last too soon. */
export const contactTooSoon = (seconds: number) =>
  `You've just sent us a message. To keep our inbox free of bursts, you can send another in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}. Everything you typed is still here.`;

/** What the email to the workshop says where the shopper left something out. */
export const contactEmailText = {
  toName: siteContact.name,
  phoneNotGiven: 'Not provided',
  noAttachments: 'None',
} as const;
