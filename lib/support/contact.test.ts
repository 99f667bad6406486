import { describe, expect, it } from 'vitest';
import { messages } from '@/content/messages';
import { contactErrors } from '@/content/contact-form-checks';
import { contactSubjects } from '@/content/contact-form';
import { site } from '@/content/site';
import {
  addAttachments,
  buildTemplateParams,
  formatFileSize,
  isAcceptedImage,
  MAX_ATTACHMENT_BYTES,
  validateContact,
} from './contact';
import type { ContactFields, FileInfo } from './contact-fields';

const MB = 1024 * 1024;
const image = (name: string, size = 1000, type = 'image/jpeg'): FileInfo => ({ name, size, type });
const fields: ContactFields = {
  name: '  Ada Lovelace ',
  email: 'ada@example.com',
  phone: '',
  subject: 'Custom Order',
  message: ' A walnut board, please. ',
};

describe('contact validation (rules §5)', () => {
  it('offers the six subjects', () => {
    expect(contactSubjects).toEqual(['Product Inquiry', 'Custom Order', 'Shipping Question', 'Order Support', 'General Question', 'Other']);
  });

  it('needs name, a valid email, a subject and a message; phone is optional', () => {
    expect(validateContact(fields)).toEqual({});
    expect(validateContact({ name: ' ', email: '', phone: '', subject: '', message: '\n' })).toEqual({
      name: contactErrors.name,
      email: contactErrors.email,
      subject: contactErrors.subject,
      message: contactErrors.message,
    });
    expect(validateContact({ ...fields, email: 'ada.example.com' })).toEqual({ email: contactErrors.emailInvalid });
    expect(validateContact({ ...fields, subject: 'Spam' })).toEqual({ subject: contactErrors.subject });
  });
});

describe('image attachments (rules §5, §9)', () => {
  it.each([
    ['photo.jpg', 'image/jpeg', true],
    ['photo.JPEG', 'image/jpeg', true],
    ['shot.png', 'image/png', true],
    ['loop.gif', 'image/gif', true],
    ['modern.webp', 'image/webp', true],
    ['no-type.webp', '', true],
    ['logo.svg', 'image/svg+xml', false],
    ['scan.pdf', 'application/pdf', false],
    ['sneaky.jpg', 'application/pdf', false],
    ['photo.heic', 'image/heic', false],
    ['no-type.bmp', '', false],
    ['README', '', false],
  ])('%s (%s) accepted: %s', (name, type, accepted) => {
    expect(isAcceptedImage({ name, type, size: 10 })).toBe(accepted);
  });

  it("refuses other file types with 'Please upload only image files (JPG, PNG, GIF, WebP)'", () => {
    const result = addAttachments([], [image('a.jpg'), image('b.pdf', 10, 'application/pdf')]);
    expect(result.attachments.map((f) => f.name)).toEqual(['a.jpg']);
    expect(result.errors).toEqual([messages.imageTypeError]);
    expect(messages.imageTypeError).toBe('Please upload only image files (JPG, PNG, GIF, WebP)');
  });

  it("accepts exactly 5 MB and refuses one byte more with 'Images must be smaller than 5MB'", () => {
    expect(MAX_ATTACHMENT_BYTES).toBe(5 * MB);
    const result = addAttachments([], [image('exact.jpg', 5 * MB), image('over.jpg', 5 * MB + 1)]);
    expect(result.attachments.map((f) => f.name)).toEqual(['exact.jpg']);
    expect(result.errors).toEqual([messages.imageSizeError]);
    expect(messages.imageSizeError).toBe('Images must be smaller than 5MB');
  });

  it("refuses a sixth image with 'Maximum 5 images allowed', whether chosen together or later", () => {
    const five = ['1', '2', '3', '4', '5'].map((n) => image(`${n}.png`, 10, 'image/png'));
    const together = addAttachments([], [...five, image('6.png', 10, 'image/png')]);
    expect(together.attachments).toHaveLength(5);
    expect(together.errors).toEqual([messages.imageCountError]);
    const later = addAttachments(five, [image('6.png')]);
    expect(later.attachments).toEqual(five);
    expect(later.errors).toEqual([messages.imageCountError]);
    expect(messages.imageCountError).toBe('Maximum 5 images allowed');
  });

  it('reports each kind of problem once, and nothing when all is well', () => {
    const result = addAttachments([], [image('a.pdf', 1, 'application/pdf'), image('b.txt', 1, 'text/plain'), image('big.png', 6 * MB, 'image/png')]);
    expect(result.errors).toEqual([messages.imageTypeError, messages.imageSizeError]);
    expect(addAttachments([], [image('ok.gif', 1, 'image/gif')]).errors).toEqual([]);
  });
});

describe('template_params (rules §7)', () => {
  it('carries the message and the attachment names and sizes, never their contents', () => {
    const params = buildTemplateParams({ ...fields, phone: ' 780-555-0100 ' }, [
      image('board.jpg', 1_572_864),
      image('sketch.png', 20_480, 'image/png'),
    ]);
    expect(params).toEqual({
      from_name: 'Ada Lovelace',
      from_email: 'ada@example.com',
      phone: '780-555-0100',
      subject: 'Custom Order',
      message: 'A walnut board, please.',
      to_name: site.name,
      attachment_count: 2,
      attachment_info: 'board.jpg (1.5 MB), sketch.png (20.0 KB)',
      has_attachments: 'Yes',
    });
  });

  it("says No attachments and 'Not provided' for a missing phone", () => {
    const params = buildTemplateParams(fields, []);
    expect(params).toMatchObject({ phone: 'Not provided', attachment_count: 0, attachment_info: 'None', has_attachments: 'No' });
  });

  it('formats sizes for people', () => {
    expect(formatFileSize(820)).toBe('820 bytes');
    expect(formatFileSize(14_540)).toBe('14.2 KB');
    expect(formatFileSize(5 * MB)).toBe('5.0 MB');
  });
});
