// /warranty (rules §2, §9): lifetime craftsmanship warranty, covered and excluded items, 5-step claim process,
// claims reviewed within 2 business days, repairs 2-3 weeks, replacements 2-4 weeks.
import { site } from '@/content/site';
import type { InfoPage } from './types';

export const warrantyPage: InfoPage = {
  title: 'Lifetime Warranty',
  description:
    'Every Prairie Grain piece carries a lifetime craftsmanship warranty. See what is covered, what is not, and how to make a claim in five simple steps.',
  intro:
    'We build our pieces to last for generations, and we stand behind that. If something we made fails because of how we made it, we will repair or replace it, for as long as you own it.',
  sections: [
    {
      id: 'what-it-is',
      heading: 'Our lifetime craftsmanship warranty',
      paragraphs: [
        'Every item we make, from a small key hanger to a large custom piece, is covered against defects in materials and workmanship for its lifetime. There is nothing to register: your order number is all we need.',
        'Wood is a natural material and it will change with use. The warranty covers our craftsmanship, not the ordinary wear and character a well-loved piece picks up over the years.',
      ],
    },
    {
      id: 'covered',
      heading: "What's covered",
      items: [
        'Glue joints that open up or separate.',
        'Cracks or splits caused by a flaw in the wood or the way the piece was built, under normal use and care.',
        'Warping that appears despite regular oiling and proper drying.',
        'Hooks, feet and other hardware we fitted that come loose or break under normal use.',
        'Finishes that peel, flake or bubble without misuse.',
      ],
    },
    {
      id: 'not-covered',
      heading: "What's not covered",
      items: [
        'Normal wear: knife marks, scratches, dents and the colour changes wood develops with age and light.',
        'Damage from the dishwasher, soaking, high heat or direct flame, or from going long periods without oil.',
        'Accidents such as drops, falls, chewing pets or misuse.',
        'Pieces that have been altered, refinished or repaired by someone else.',
        'Natural variation in grain, colour and knots, which is part of the character of solid wood.',
      ],
    },
    {
      id: 'how-to-claim',
      heading: 'How to make a claim',
      steps: [
        {
          title: 'Get in touch',
          text: `Send us a message through the contact page or email ${site.email} with your order number (or the name and email you ordered with) and a short description of the problem.`,
        },
        {
          title: 'Send photos',
          text: `Email a few clear photos of the problem and of the whole piece to ${site.email}. Good photos often let us solve things without the piece travelling at all.`,
        },
        {
          title: 'We review your claim',
          text: "We review every claim within 2 business days and let you know what we recommend. If we need to see the piece, we'll explain how to send it.",
        },
        {
          title: 'Repair or replacement',
          text: 'Where a repair will do the job, it takes 2-3 weeks in our workshop. If the piece cannot be repaired, we make you a replacement, which takes 2-4 weeks.',
        },
        {
          title: 'Back to you',
          text: 'We inspect the repaired or new piece, pack it carefully and ship it back to you with tracking.',
        },
      ],
      note: "For approved claims, we cover shipping both ways. If we can't match a discontinued design exactly, we'll offer the closest piece or one of equal value.",
    },
    {
      id: 'keep-it-lasting',
      heading: 'Help it last',
      paragraphs: [
        'A little regular care is the best warranty there is. A board that is oiled and dried properly will rarely need us at all.',
      ],
      links: [
        { href: '/care', label: 'Read our care guide' },
        { href: '/returns', label: 'Damaged on arrival? See returns' },
        { href: '/contact', label: 'Start a warranty claim' },
      ],
    },
  ],
};
