// The contact form's rules (rules §5, §7): required fields, image attachments, and the template_params the email
// service receives. Framework-free; the form fetches them when first used (its fields are in lib/support/contact-fields.ts).
import { messages } from '@/content/messages';
import { contactEmailText, contactErrors } from '@/content/contact-form-checks';
import { contactSubjects } from '@/content/contact-form';
import { isValidEmail } from '@/lib/util/email-address';
import { TEXT_LIMITS, overLongFields } from '@/lib/limits';
import { ACCEPTED_IMAGE_EXTENSIONS, ACCEPTED_IMAGE_TYPES, type ContactErrors, type ContactFields, type FileInfo } from './contact-fields';

/** rules §9: at most 5 images, each 5 MB or less. */
export const MAX_ATTACHMENTS = 5;
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

/** rules §5: name, email (valid), subject (one of the six) and message are required; phone is optional. */
export function validateContact(fields: ContactFields): ContactErrors {
  const errors: ContactErrors = {};
  if (!fields.name.trim()) errors.name = contactErrors.name;
  if (!fields.email.trim()) errors.email = contactErrors.email;
  else if (!isValidEmail(fields.email)) errors.email = contactErrors.emailInvalid;
  if (!(contactSubjects as readonly string[]).includes(fields.subject)) errors.subject = contactErrors.subject;
  if (!fields.message.trim()) errors.message = contactErrors.message;
  return { ...overLongFields(fields, CONTACT_LIMITS), ...errors };
}

const CONTACT_LIMITS = {
  name: TEXT_LIMITS.name,
  email: TEXT_LIMITS.email,
  phone: TEXT_LIMITS.phone,
  message: TEXT_LIMITS.message,
};

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
}

/**
 * An image of an accepted kind: by its MIME type, or by its extension when the browser gives no type. A file
 * whose type says something else (an SVG, a PDF renamed .jpg) is refused.
 */
export function isAcceptedImage(file: FileInfo): boolean {
  if (file.type) return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase());
  return (ACCEPTED_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
}

/**
 * Adds chosen files to those already attached (rules §5): a file of another type, over 5 MB, or beyond the fifth
 * is left out with its message from rules §5; the others are kept. Each message is given once.
 */
export function addAttachments<T extends FileInfo>(current: T[], incoming: T[]): { attachments: T[]; errors: string[] } {
  const attachments = [...current];
  const errors = new Set<string>();
  for (const file of incoming) {
    if (!isAcceptedImage(file)) errors.add(messages.imageTypeError);
    else if (file.size > MAX_ATTACHMENT_BYTES) errors.add(messages.imageSizeError);
    else if (attachments.length >= MAX_ATTACHMENTS) errors.add(messages.imageCountError);
    else attachments.push(file);
  }
  return { attachments, errors: [...errors] };
}

/** "820 bytes", "14.2 KB", "3.5 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** rules §7: the email template's parameters. */
export interface ContactTemplateParams extends Record<string, unknown> {
  from_name: string;
  from_email: string;
  phone: string;
  subject: string;
  message: string;
  to_name: string;
  attachment_count: number;
  /** File names and sizes; the image contents are not sent. */
  attachment_info: string;
  has_attachments: 'Yes' | 'No';
}

export function buildTemplateParams(fields: ContactFields, attachments: FileInfo[]): ContactTemplateParams {
  return {
    from_name: fields.name.trim(),
    from_email: fields.email.trim(),
    phone: fields.phone.trim() || contactEmailText.phoneNotGiven,
    subject: fields.subject,
    message: fields.message.trim(),
    to_name: contactEmailText.toName,
    attachment_count: attachments.length,
    attachment_info:
      attachments.map((f) => `${f.name} (${formatFileSize(f.size)})`).join(', ') || contactEmailText.noAttachments,
    has_attachments: attachments.length > 0 ? 'Yes' : 'No',
  };
}
