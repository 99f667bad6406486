// /custom (rules §2, §9): custom-order page copy (process, pricing hints, gallery) and the option lists of the
// custom-order request form. Option values are what a CustomOrderRequest stores.
import { site } from '@/content/site';
import { photoUrl } from './shared';
import type { FormOption, InfoImage, InfoPage } from './types';

export interface PricingHint {
  label: string;
  /** Exactly as published, e.g. '$150-$2,500', '+$25-$75', '+25%'. */
  value: string;
}

export interface GalleryItem {
  title: string;
  caption: string;
  image: InfoImage;
}

/** rules §9 custom order copy. */
export const customPricing: PricingHint[] = [
  { label: 'Most custom projects', value: '$150-$2,500' },
  { label: 'Personalisation (names, initials, dates)', value: '+$25-$75' },
  { label: 'Complex engraving (logos, detailed artwork)', value: '+$50-$150' },
  { label: 'Premium woods (figured or rare hardwoods)', value: '+20-50%' },
  { label: 'Rush orders (1-2 weeks)', value: '+25%' },
];

export const customPage: InfoPage = {
  title: 'Custom Orders',
  description:
    'Have something in mind? We build custom cutting boards, trays, decor and gifts by hand in Lloydminster. See how it works and what it costs, and request a quote.',
  intro:
    "A board sized for your counter, a tray with your family name, a set of gifts for the whole wedding party: if it's made of wood, we would love to hear about it. Tell us your idea and we'll help you shape it into something you'll use for years.",
  sections: [
    {
      id: 'process',
      heading: 'How it works',
      steps: [
        {
          title: 'Share your idea',
          text: 'Fill in the request form with what you have in mind: the type of piece, wood, size, budget and timeline. Rough ideas are welcome.',
        },
        {
          title: 'Design and quote',
          text: 'We reply within 24 hours to talk it through, then send a sketch and a written quote with the price and timeline. Nothing is made until you approve it.',
        },
        {
          title: 'Crafted by hand',
          text: 'Once you approve, we select the wood and build your piece in our workshop. Most custom orders take 2-4 weeks, and we are happy to send progress photos along the way.',
        },
        {
          title: 'Delivered to you',
          text: 'We inspect, finish and carefully pack your piece, then ship it with tracking, deliver it locally or set it aside for pickup.',
        },
      ],
    },
    {
      id: 'pricing',
      heading: 'Pricing guide',
      paragraphs: [
        'Every project is different, so these are starting points rather than fixed prices. Your quote will show exactly what you pay.',
      ],
      table: {
        caption: 'Typical prices for custom work',
        columns: ['What affects the price', 'Typical cost'],
        rows: customPricing.map((hint) => [hint.label, hint.value]),
      },
      note: 'Percentages apply to the base project price. Rush orders depend on our schedule, so please ask before counting on one.',
    },
    {
      id: 'what-to-include',
      heading: 'What to include in your request',
      items: [
        'What the piece is for and where it will live.',
        'Approximate dimensions, even if they are rough.',
        'Any wording, names or dates for engraving, spelled exactly as you want them.',
        'Links to inspiration photos, or a description of the look you like.',
        'Your deadline, if there is a date you are working towards.',
      ],
      note: `The request form does not upload images. Please email sketches, logos or photos to ${site.email} with your name, and we will match them to your request.`,
    },
  ],
  links: [
    { href: '/products', label: 'Browse ready-made pieces' },
    { href: '/contact', label: 'Ask a question first' },
  ],
};

export const projectTypes = [
  { value: 'cutting-board', label: 'Cutting Board' },
  { value: 'serving-tray', label: 'Serving Tray' },
  { value: 'wall-decor', label: 'Wall Decor' },
  { value: 'key-hanger', label: 'Key Hanger' },
  { value: 'kitchen-storage', label: 'Kitchen Storage' },
  { value: 'office-accessory', label: 'Office Accessory' },
  { value: 'furniture', label: 'Furniture' },
  { value: 'gift-set', label: 'Gift Set' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly FormOption[];

export const woodTypes = [
  { value: 'walnut', label: 'Walnut' },
  { value: 'maple', label: 'Maple' },
  { value: 'cherry', label: 'Cherry' },
  { value: 'oak', label: 'Oak' },
  { value: 'acacia', label: 'Acacia' },
  { value: 'bamboo', label: 'Bamboo' },
  { value: 'mixed', label: 'Mixed woods' },
  { value: 'other', label: 'Other / not sure' },
] as const satisfies readonly FormOption[];

export const budgets = [
  { value: 'under-200', label: 'Under $200' },
  { value: '200-500', label: '$200 - $500' },
  { value: '500-1000', label: '$500 - $1,000' },
  { value: '1000-2500', label: '$1,000 - $2,500' },
  { value: '2500-5000', label: '$2,500 - $5,000' },
  { value: 'over-5000', label: 'Over $5,000' },
] as const satisfies readonly FormOption[];

export const timelines = [
  { value: '1-2-weeks', label: '1-2 weeks (rush fee)' },
  { value: '3-4-weeks', label: '3-4 weeks' },
  { value: '1-2-months', label: '1-2 months' },
  { value: '2-3-months', label: '2-3 months' },
  { value: 'flexible', label: 'Flexible' },
] as const satisfies readonly FormOption[];

export const quantities = [
  { value: '1', label: '1' },
  { value: '2', label: '2' },
  { value: '3-5', label: '3-5' },
  { value: '6-10', label: '6-10' },
  { value: '11-25', label: '11-25' },
  { value: '25+', label: '25+' },
] as const satisfies readonly FormOption[];

export type ProjectType = (typeof projectTypes)[number]['value'];
export type WoodType = (typeof woodTypes)[number]['value'];
export type Budget = (typeof budgets)[number]['value'];
export type Timeline = (typeof timelines)[number]['value'];
export type Quantity = (typeof quantities)[number]['value'];

/** Photos from the high-confidence rows of shared/photos.md only (C1, T1/C4, CH1, S1, O1, K1). */
export const customGallery: GalleryItem[] = [
  {
    title: 'End-grain cutting board',
    caption: 'A heavy, knife-friendly board, sized to fit your counter.',
    image: {
      src: photoUrl('https://images.unsplash.com/photo-1666013942797-9daa4b8b3b4f'),
      alt: 'A handcrafted wooden cutting board',
    },
  },
  {
    title: 'Serving board',
    caption: 'A wide board for bread, cheese and everything in between.',
    image: {
      src: photoUrl('https://images.unsplash.com/photo-1617695615794-a5abcece0f48'),
      alt: 'A handcrafted wooden serving board',
    },
  },
  {
    title: 'Charcuterie board',
    caption: 'Made for hosting: big enough for the whole spread.',
    image: {
      src: photoUrl('https://images.unsplash.com/photo-1611764197743-702a4d01463b'),
      alt: 'A wooden board laid out with charcuterie',
    },
  },
  {
    title: 'Kitchen shelving',
    caption: 'Open shelves sized to hold jars, spices and herbs.',
    image: {
      src: photoUrl('https://images.unsplash.com/photo-1580116270858-8a0d62b15426'),
      alt: 'Wooden shelves holding jars',
    },
  },
  {
    title: 'Desk organizer',
    caption: 'A compact tray to keep pens, phone and notes in one place.',
    image: {
      src: photoUrl('https://images.unsplash.com/photo-1644463589256-02679b9c0767'),
      alt: 'A wooden desk organizer tray',
    },
  },
  {
    title: 'Key hanger',
    caption: 'Wall hooks by the door, so the keys are always where you left them.',
    image: {
      src: photoUrl('https://images.unsplash.com/photo-1550527882-b71dea5f8089'),
      alt: 'Keys hanging on hooks on a wooden board',
    },
  },
];

/** The custom-order request form's words (rules §5: full name, email, project type and description required). */
export const customForm = {
  heading: 'Request a custom piece',
  intro: `Tell us about your project and we will reply within ${site.replyWithin} with questions, ideas and next steps. There is no cost or commitment.`,
  requiredNote: 'Fields marked with an asterisk are required.',
  contactLegend: 'Your details',
  projectLegend: 'Your project',
  nameLabel: 'Full name',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
  projectTypeLabel: 'Project type',
  woodTypeLabel: 'Wood type',
  dimensionsLabel: 'Dimensions',
  dimensionsPlaceholder: 'e.g. 18" x 12" x 1.5"',
  descriptionLabel: 'Project description',
  descriptionHint: 'What is it for, where will it live, and what should it look like?',
  budgetLabel: 'Budget',
  timelineLabel: 'Timeline',
  engravingLabel: 'Engraving',
  engravingHint: 'Names, initials, dates or a message, spelled exactly as you want them.',
  inspirationLabel: 'Inspiration',
  inspirationHint: 'Links to photos you like, or a description of the look you are after.',
  quantityLabel: 'Quantity',
  choose: 'Choose one',
  notSure: 'Not sure yet',
  submit: 'Submit Request',
  submitting: 'Submitting request…',
  successHeading: 'Request received',
  successText: (name: string) =>
    `Thank you${name ? `, ${name}` : ''}! Your custom-order request is saved and we will be in touch within ${site.replyWithin} to talk it through.`,
  errors: {
    name: 'Please enter your full name.',
    email: 'Please enter your email address.',
    emailInvalid: 'Please enter a valid email address, like name@example.com.',
    projectType: 'Please choose a project type.',
    description: 'Please describe your project.',
    choice: 'Please choose one of the options.',
  },
  galleryHeading: 'From our workshop',
  galleryIntro: 'A few pieces we have made to order. Yours will be one of a kind.',
} as const;
