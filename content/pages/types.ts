// Shapes of the information pages (rules §2: /about, /shipping, /returns, /warranty, /care, /privacy, /terms,
// /custom, /support). Plain data, so one generic component can render any InfoPage.

/** A link inside the site (or a tel:/mailto: link), with an optional one-line description. */
export interface InfoLink {
  href: string;
  label: string;
  description?: string;
}

/** A titled point: a value, a covered item, a tip. Rendered unordered (cards or a definition list). */
export interface InfoPoint {
  title: string;
  text: string;
}

/** One step of a process. Rendered as an ordered list, in array order. */
export type InfoStep = InfoPoint;

/** A small table of text cells; every row has one cell per column. */
export interface InfoTable {
  caption: string;
  columns: string[];
  rows: string[][];
}

/** A photo from the third-party photo host (already a full URL with its query string). */
export interface InfoImage {
  src: string;
  alt: string;
}

/**
 * One section of a page. Every part is optional apart from the heading; render the parts that are present in
 * this order: paragraphs, items, points, steps, table, links, note.
 */
export interface InfoSection {
  /** Anchor id, kebab-case, unique within the page (e.g. /shipping#local-delivery). */
  id: string;
  heading: string;
  paragraphs?: string[];
  /** A plain bulleted list. */
  items?: string[];
  points?: InfoPoint[];
  steps?: InfoStep[];
  table?: InfoTable;
  links?: InfoLink[];
  /** A short aside shown after the rest of the section (a tip or a caveat). */
  note?: string;
}

export interface InfoPage {
  /** The page's h1 and the base of its <title>. */
  title: string;
  /** A shorter <title> when the h1 already names the shop (the title template adds the shop name). */
  metaTitle?: string;
  /** Meta description, 120-160 characters. */
  description: string;
  /** The lead paragraph under the title. */
  intro: string;
  sections: InfoSection[];
  /** Calls to action shown after the last section. */
  links?: InfoLink[];
  /** An optional illustrative photo. */
  image?: InfoImage;
  /** ISO date (YYYY-MM-DD) the text last changed; shown on legal pages. */
  lastUpdated?: string;
}

/** Privacy and terms: an InfoPage that always carries its last-updated date. */
export interface LegalPage extends InfoPage {
  lastUpdated: string;
}

/** One option of a native <select> or radio group. */
export interface FormOption {
  value: string;
  label: string;
}
