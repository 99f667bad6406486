// /care (rules §2, §9): care for kitchen items (oil monthly with heavy use, every 2-3 months with light use) and
// decorative items.
import type { InfoPage } from './types';

export const carePage: InfoPage = {
  title: 'Care Guide',
  description:
    'Keep your wooden boards, trays and decor looking their best: how to wash, dry and oil kitchen pieces, lift odours, and care for decorative wood at home.',
  intro:
    'Solid wood is easy to live with. A few minutes of care now and then keeps it looking good and working well for decades. Here is everything we do with our own boards at home.',
  sections: [
    {
      id: 'kitchen-cleaning',
      heading: 'Kitchen items: everyday cleaning',
      paragraphs: [
        'This goes for cutting boards, serving trays, utensils and anything else that touches food.',
      ],
      items: [
        'Hand wash with warm water and a little mild dish soap, then rinse.',
        'Towel dry straight away, then stand the piece upright so air reaches both sides.',
        'Never put wooden pieces in the dishwasher. The heat and water will crack and warp them.',
        'Never leave wood to soak in the sink or a basin of water.',
        'Wash both sides, even if you only used one, so the board dries evenly and stays flat.',
      ],
    },
    {
      id: 'oiling',
      heading: 'Kitchen items: oiling',
      paragraphs: [
        'Oil keeps the wood from drying out and cracking and helps it shrug off water and stains. Oil your boards monthly with heavy use, and every 2-3 months with light use. If a board looks pale or feels dry to the touch, it is ready for more.',
        'Use food-safe mineral oil or a board butter (mineral oil blended with beeswax). Avoid olive, vegetable and other cooking oils: they can go rancid and leave a sticky, smelly surface.',
      ],
      steps: [
        { title: 'Start clean and dry', text: 'Wash the board and let it dry completely, ideally overnight.' },
        {
          title: 'Apply a generous coat',
          text: 'Pour on a little oil and rub it into every surface, edges and ends included, with a clean cloth or paper towel.',
        },
        { title: 'Let it soak in', text: 'Leave the board standing for a few hours, or overnight if you can.' },
        {
          title: 'Wipe off the excess',
          text: 'Buff away any oil still sitting on the surface. For extra protection, finish with a thin layer of board butter.',
        },
      ],
      note: 'Trays sealed with a water-based finish, such as our maple breakfast tray, do not need oiling: wash them by hand and dry them the same way.',
    },
    {
      id: 'odours-stains',
      heading: 'Kitchen items: odours and stains',
      items: [
        'To lift odours from garlic, onion or fish, sprinkle coarse salt on the board, scrub it in with half a lemon, leave it for a few minutes, then rinse and dry.',
        'For stubborn stains, repeat the lemon and salt scrub, then re-oil the area once it is dry.',
        'If the surface feels fuzzy after the first few washes, that is just raised grain. Smooth it with fine sandpaper (220 grit) and give it a fresh coat of oil.',
        'Keep raw meat and ready-to-eat food on separate boards, or wash thoroughly between them.',
      ],
    },
    {
      id: 'decorative',
      heading: 'Decorative items',
      paragraphs: [
        'Key hangers, wall decor, phone stands and office accessories need very little attention.',
      ],
      items: [
        'Dust regularly with a soft, dry cloth. Skip sprays and household cleaners.',
        'Keep pieces out of long periods of direct sun, which fades and darkens wood unevenly.',
        'Keep them away from heat sources such as radiators, heating vents and fireplaces. Our prairie winters are dry enough already.',
        'Once or twice a year, apply a thin coat of paste wax or beeswax polish and buff it to a soft shine.',
        'Wipe up spills promptly so water does not leave marks.',
      ],
    },
    {
      id: 'seasons',
      heading: 'Wood through the seasons',
      paragraphs: [
        'Wood moves a little as the air changes. In a dry winter a board can feel thirsty sooner, so oil it more often; in humid summer months it may need less. Small seasonal changes are normal and nothing to worry about.',
      ],
      links: [
        { href: '/warranty', label: 'Something not right? See our lifetime warranty' },
        { href: '/contact', label: 'Ask us a care question' },
      ],
    },
  ],
};
