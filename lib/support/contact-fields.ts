// The contact form's fields and the files it accepts: what the form needs to draw itself. The rules that check them
// (lib/support/contact.ts) are fetched when the shopper first chooses a photo or sends.

/** rules §5: JPG, JPEG, PNG, GIF and WebP only. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const ACCEPTED_IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.webp'] as const;
/** For the file input's `accept`. */
export const ACCEPT_ATTRIBUTE = [...ACCEPTED_IMAGE_TYPES, ...ACCEPTED_IMAGE_EXTENSIONS].join(',');

/** The parts of a File the rules read (a File satisfies it). */
export interface FileInfo {
  name: string;
  size: number;
  type: string;
}

export interface ContactFields {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export const emptyContactFields: ContactFields = { name: '', email: '', phone: '', subject: '', message: '' };

export type ContactErrors = Partial<Record<keyof ContactFields, string>>;
