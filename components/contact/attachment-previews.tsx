'use client';

import { X } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { contactForm } from '@/content/contact-form';
import { formatFileSize } from '@/lib/support/contact';

export interface Attachment {
  key: string;
  file: File;
  name: string;
  size: number;
  type: string;
  /** An object URL for the preview, revoked when the attachment goes. */
  preview: string;
}

/** The photos chosen for a contact message, each with its name, size and a button to remove it. */
export default function AttachmentPreviews({
  attachments,
  onRemove,
}: {
  attachments: Attachment[];
  onRemove: (key: string) => void;
}) {
  return (
    <ul aria-label={contactForm.attachmentsListLabel} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {attachments.map((a) => (
        <li key={a.key} className="relative overflow-hidden rounded-lg border border-sand bg-white">
          <div className="aspect-[4/3] bg-sand">
            {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL preview */}
            <img
              src={a.preview}
              alt=""
              width={160}
              height={120}
              // A file that only claims to be an image shows the plain tile, not a broken-image icon.
              onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
              className="size-full object-cover"
            />
          </div>
          <p className="truncate px-2 pt-1 text-xs font-semibold text-ink" title={a.name}>
            {a.name}
          </p>
          <p className="px-2 pb-1.5 text-xs text-muted">{formatFileSize(a.size)}</p>
          <button
            type="button"
            onClick={() => onRemove(a.key)}
            aria-label={contactForm.removeAttachment(a.name)}
            className="absolute top-1 right-1 inline-flex size-8 items-center justify-center rounded-full bg-bark/85 text-white hover:bg-bark"
          >
            <Icon node={X} className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
