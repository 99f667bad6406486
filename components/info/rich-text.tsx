import { contactLinkParts } from './contact-links';

/** A sentence of page copy, with the shop's email address and phone number as working links. */
export function RichText({ text }: { text: string }) {
  return contactLinkParts(text).map((part, i) =>
    part.href ? (
      <a key={i} href={part.href} className="font-medium text-walnut underline underline-offset-2 hover:text-walnut-dark">
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
}
