// Words on the home page (rules §2: hero, Our Story, featured products, three value points, three testimonials).

export const hero = {
  eyebrow: 'Made by hand in Lloydminster, Alberta',
  heading: 'Wooden goods made to be used every day, for a lifetime',
  text: 'Cutting boards, serving trays, key hangers and desk pieces, shaped by hand from solid hardwood in our small prairie workshop and finished to last.',
  image: {
    src: 'https://images.unsplash.com/photo-1626081063434-79a2169791b1?auto=format&fit=crop&w=800&q=75',
    alt: 'A craftsman shaping a piece of wood by hand in the workshop',
  },
};

export const story = {
  heading: 'Our Story',
  paragraphs: [
    'What started as weekend projects in a garage on the Alberta-Saskatchewan border is now a small workshop where every piece is still cut, shaped, sanded and oiled by hand.',
    'We choose each board for its grain, build with joinery that holds up to daily use, and finish with food-safe oils, so what you bring home can be handed down.',
  ],
  image: {
    src: 'https://images.unsplash.com/photo-1590880795696-20c7dfadacde?auto=format&fit=crop&w=800&q=75',
    alt: 'Hand tools hanging on the wall of our carpentry workshop',
  },
};

export const valuePoints = [
  {
    icon: 'hammer',
    title: 'Handcrafted quality',
    text: 'Every piece is cut, shaped and finished by hand, one at a time, by the people who designed it.',
  },
  {
    icon: 'shield',
    title: 'Made for a lifetime',
    text: 'Solid hardwood and honest joinery, backed by our lifetime craftsmanship warranty.',
  },
  {
    icon: 'truck',
    title: 'Shipped with care',
    text: 'Carefully packed and shipped across Canada and the US, free on Canadian orders over $500.',
  },
] as const;

export const testimonials = [
  {
    quote:
      'The walnut board is even more beautiful in person. Six months of daily use and it still looks like the day it arrived.',
    name: 'Megan R.',
    place: 'Edmonton, AB',
  },
  {
    quote:
      'We ordered a key hanger with our family name for my parents. The engraving is crisp and it was packed like treasure.',
    name: 'Daniel K.',
    place: 'Saskatoon, SK',
  },
  {
    quote: 'Quick replies to my questions and a custom tray that fit our ottoman exactly. Real craftsmanship.',
    name: 'Priya S.',
    place: 'Calgary, AB',
  },
] as const;
