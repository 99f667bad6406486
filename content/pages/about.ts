// /about (rules §2): the workshop's story, values, four-step process, links to /products and /contact.
import { site } from '@/content/site';
import { photoUrl } from './shared';
import type { InfoPage } from './types';

export const aboutPage: InfoPage = {
  title: `About ${site.name}`,
  metaTitle: 'About Us',
  description:
    'Meet the family behind Prairie Grain Woodworks, a small Lloydminster, Alberta workshop making solid hardwood boards, trays and home goods by hand.',
  intro: `${site.name} is a small family workshop in Lloydminster, Alberta, the city that sits right on the Alberta/Saskatchewan border. We make cutting boards, serving trays, key hangers, phone stands and other everyday wooden goods, one piece at a time.`,
  image: {
    src: photoUrl('https://images.unsplash.com/photo-1685022515813-c42e8348639b', 1200),
    alt: 'A woodworker shaping a piece at the workbench',
  },
  sections: [
    {
      id: 'our-story',
      heading: 'Our story',
      paragraphs: [
        "It started the way a lot of prairie workshops do: in a cold garage, with a secondhand table saw and a stack of maple offcuts. The first boards were Christmas gifts for family. Then friends started asking for one, then friends of friends, and before long the garage was busier than the kitchen.",
        "Today we work out of a small shop on 50 Avenue, a few steps from the line where Alberta meets Saskatchewan. It is still a family operation. We pick the lumber, cut it, glue it up, sand it and oil it ourselves, and the same hands that made your piece are the ones that pack it.",
        "We are not a factory and we don't try to be. We make a modest number of pieces each week, we answer our own emails, and we would rather build one board properly than ten in a hurry.",
      ],
    },
    {
      id: 'our-values',
      heading: 'What we care about',
      points: [
        {
          title: 'Solid wood, honestly made',
          text: 'We use solid hardwoods like walnut, maple, cherry and oak, joined with proper glue-ups rather than veneers or fillers. What you see is what it is made of.',
        },
        {
          title: 'Made to last a lifetime',
          text: 'A good board should outlive the knives used on it. That is why every piece is covered by our lifetime craftsmanship warranty.',
        },
        {
          title: 'Nothing wasted',
          text: 'Offcuts from larger pieces become coasters, key hangers and small gifts, and sawdust goes to local gardeners and farms for bedding and compost.',
        },
        {
          title: 'Neighbourly service',
          text: `Questions go to real people who know the work. Write to us at ${site.email} or call ${site.phone}, and we will help you choose, care for or customise your piece.`,
        },
      ],
    },
    {
      id: 'our-process',
      heading: 'How each piece is made',
      steps: [
        {
          title: 'Select the wood',
          text: 'We hand-pick kiln-dried hardwood boards for straight grain, good colour and no hidden cracks, then let them settle in the shop before cutting.',
        },
        {
          title: 'Shape by hand',
          text: 'Each piece is cut, glued, planed and sanded in our workshop. Edges are eased, corners rounded and grain matched so it feels as good as it looks.',
        },
        {
          title: 'Finish',
          text: 'Boards that touch food are soaked in food-safe mineral oil and sealed with beeswax. Other pieces get a hardwax oil, wax or water-based finish that brings out the grain and stands up to daily use.',
        },
        {
          title: 'Inspect and ship',
          text: 'Before anything leaves the shop we check it over by hand, then wrap it in paper and recycled cardboard and send it on its way with tracking.',
        },
      ],
    },
  ],
  links: [
    { href: '/products', label: 'Browse our products', description: 'Boards, trays, stands and more, ready to ship.' },
    { href: '/contact', label: 'Get in touch', description: 'Questions, ideas or just saying hello.' },
  ],
};
