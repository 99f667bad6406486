import { describe, expect, it } from 'vitest';
import { site } from '@/content/site';
import { contactLinkParts } from './contact-links';

describe('contactLinkParts', () => {
  it('links the shop email, keeping the full stop after it as text', () => {
    expect(contactLinkParts(`Email photos to ${site.email}.`)).toEqual([
      { text: 'Email photos to ' },
      { text: site.email, href: `mailto:${site.email}` },
      { text: '.' },
    ]);
  });

  it('links the phone number and the email in one sentence', () => {
    const parts = contactLinkParts(`Call ${site.phone} or email ${site.email} to book a time.`);
    expect(parts.filter((part) => part.href).map((part) => part.href)).toEqual([site.phoneHref, `mailto:${site.email}`]);
    expect(parts.map((part) => part.text).join('')).toBe(`Call ${site.phone} or email ${site.email} to book a time.`);
  });

  it('leaves text without contact details alone, and does not read the dots of the address as wildcards', () => {
    expect(contactLinkParts('Oil monthly with heavy use.')).toEqual([{ text: 'Oil monthly with heavy use.' }]);
    const lookalike = site.email.replace(/\./g, 'x');
    expect(contactLinkParts(`Not ${lookalike}`)).toEqual([{ text: `Not ${lookalike}` }]);
  });
});
