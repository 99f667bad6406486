// /privacy (rules §1, §7): plain-language privacy policy. The shop keeps shopper data in the shopper's own
// browser; the contact form sends its fields (not image contents) through EmailJS.
import { site } from '@/content/site';
import type { LegalPage } from './types';

export const privacyPage: LegalPage = {
  title: 'Privacy Policy',
  description:
    'How Prairie Grain Woodworks handles your information: what stays in your browser, what the contact form sends, and how to clear your data at any time.',
  intro: `${site.name} is a small Canadian business and we collect as little about you as we can. This policy explains, in plain language, what information this website keeps, where it is kept and how you can remove it.`,
  lastUpdated: '2025-03-01',
  sections: [
    {
      id: 'in-short',
      heading: 'The short version',
      items: [
        'Your cart, account, orders and messages are saved in your own browser, on your own device.',
        'The contact form sends only what you type into it to our email inbox, through an email service called EmailJS.',
        'We never store full payment card numbers. Only the last four digits are kept with your order.',
        'We do not use tracking or advertising cookies, and we never sell or rent your information.',
      ],
    },
    {
      id: 'stored-in-browser',
      heading: 'What is stored in your browser',
      paragraphs: [
        "This website saves information in your browser's local storage so it is still there when you come back. It stays on the device and browser you used, and includes:",
      ],
      items: [
        'Your shopping cart: the products, quantities and customisations you chose.',
        'Your account profile: your name, email address, phone number and shipping address.',
        'Your orders: items, prices, totals, shipping address, status and the last four digits of the card used.',
        'Your support conversations from the chat window.',
        'Custom-order requests you submit, including your project description, budget and timeline.',
        'Reviews you write, shown with the name on your account.',
      ],
      note: 'Because this information lives on your device, anyone who uses the same browser profile may be able to see it. On a shared computer, log out and clear the site data when you are done.',
    },
    {
      id: 'clearing-data',
      heading: 'How to clear your data',
      items: [
        'Log out from the account menu. This signs you out and empties your cart on this device.',
        "To remove everything, including orders, conversations, custom-order requests and reviews, clear this site's data in your browser's settings (often under Privacy, then Cookies and site data).",
        'Using a different browser or device? Repeat the steps there, as each one keeps its own copy.',
      ],
    },
    {
      id: 'contact-form',
      heading: 'What the contact form sends',
      paragraphs: [
        `When you send a message from our contact page, the form uses EmailJS, a third-party email-sending service, to deliver it to our inbox at ${site.email}. It sends:`,
      ],
      items: [
        'Your name, email address and phone number (if you gave one).',
        'The subject and your message.',
        'The names and sizes of any images you attached, and how many there were.',
      ],
      note: `The contents of attached images are not sent. If you would like us to see photos, please email them to ${site.email}. EmailJS processes messages under its own privacy policy.`,
    },
    {
      id: 'payments',
      heading: 'Payment information',
      paragraphs: [
        'We do not store payment card numbers, expiry dates or security codes. Only the last four digits of the card are kept with your order, so you can tell which card you used.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and tracking',
      paragraphs: [
        "We do not use tracking cookies, advertising pixels or analytics that follow you around the web. The browser storage described above is only used to make the shop work, such as remembering what's in your cart.",
        'Product photos are loaded from a third-party image host. Like any website, it receives basic technical information such as your IP address and browser type when it delivers an image.',
      ],
    },
    {
      id: 'how-we-use',
      heading: 'How we use what you send us',
      paragraphs: [
        'We use the details you give us only to fill your order, answer your questions, prepare quotes for custom work and handle returns or warranty claims. We never sell, rent or trade your personal information, and we do not add you to a mailing list without asking.',
        "We aim to handle personal information in line with Canada's Personal Information Protection and Electronic Documents Act (PIPEDA) and Alberta's Personal Information Protection Act (PIPA).",
      ],
    },
    {
      id: 'your-choices',
      heading: 'Your rights and choices',
      paragraphs: [
        `Most of your information is already in your hands: you can see it in your dashboard and remove it by clearing site data. For anything you have sent us by email or through the contact form, you can ask us to show, correct or delete it by writing to ${site.email}. We will reply within 30 days.`,
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'If we change how we handle information, we will update this page and the date at the top. Significant changes will be highlighted on the site.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: [
        `Questions about privacy? Email ${site.email}, call ${site.phone}, or write to ${site.name}, ${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}, Canada.`,
      ],
    },
  ],
};
