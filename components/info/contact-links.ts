// Finds the shop's email address and phone number inside a sentence of page copy, so they render as links.
import { site } from '@/content/site';

export type TextPart = { text: string; href?: string };

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const contacts: Record<string, string> = {
  [site.email]: `mailto:${site.email}`,
  [site.phone]: site.phoneHref,
};
const pattern = new RegExp(`(${Object.keys(contacts).map(escape).join('|')})`, 'g');

/** Splits text into plain runs and contact links, in order; joined, the parts' text is the input unchanged. */
export function contactLinkParts(text: string): TextPart[] {
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => (part in contacts ? { text: part, href: contacts[part] } : { text: part }));
}
