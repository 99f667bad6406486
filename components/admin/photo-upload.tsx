'use client';

import { CircleAlert } from 'lucide';
import { useId, useState, type ChangeEvent } from 'react';
import { photoUploadCopy } from '@/content/admin';
import { PHOTO_TYPES, photoFileProblem } from '@/lib/catalogue/photo-files';
import { uploadPhoto } from '@/lib/shop/server-photos';
import { Icon } from '@/components/ui/icon';
import { fieldLabelClasses, textAlertClasses } from '@/components/ui/form-field';

/**
 * The product form's photo upload, on a server build only (product-form.tsx): the owner chooses photos (JPEG, PNG
 * or WebP, 10 MB or less each); each one taken is uploaded and its address added to the form's image URLs. A file
 * refused is named with the reason, and nothing else in the form changes.
 */
export function PhotoUpload({ onUploaded }: { onUploaded: (urls: string[]) => void }) {
  const id = useId();
  const [busy, setBusy] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<string[]>([]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    const problems = files.map(photoFileProblem);
    const taken = files.filter((_, index) => problems[index] === null);
    const refused = problems.filter((problem): problem is string => problem !== null);
    setRefusals(refused);
    setDone(null);
    if (taken.length === 0) return;
    setBusy(taken.length);
    const results = await Promise.all(taken.map(uploadPhoto));
    setBusy(0);
    const urls = results.flatMap((result) => (result.ok ? [result.value] : []));
    setRefusals([...refused, ...results.flatMap((result) => (result.ok ? [] : [result.failure.message]))]);
    if (urls.length > 0) {
      onUploaded(urls);
      setDone(photoUploadCopy.uploaded(urls.length));
    }
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="grid content-start gap-2">
      <label htmlFor={id} className={fieldLabelClasses}>
        {photoUploadCopy.addPhotos}
      </label>
      <p id={hintId} className="-mt-1 text-xs text-muted">
        {photoUploadCopy.hint}
      </p>
      <input
          id={id}
          type="file"
          multiple
          accept={Object.keys(PHOTO_TYPES).join(',')}
          onChange={(event) => void choose(event)}
          disabled={busy > 0}
          aria-describedby={refusals.length > 0 ? `${hintId} ${errorId}` : hintId}
          aria-invalid={refusals.length > 0 || undefined}
          className="min-w-0 max-w-full text-sm text-ink file:mr-3 file:min-h-10.5 file:cursor-pointer file:rounded-lg file:border file:border-oak file:bg-white file:px-3 file:py-2 file:font-semibold file:text-walnut hover:file:bg-linen disabled:text-muted"
        />
      <p role="status" className="text-sm text-muted empty:hidden">
        {busy > 0 ? photoUploadCopy.uploading(busy) : (done ?? '')}
      </p>
      {refusals.length > 0 && (
        <div id={errorId} role="alert" className={`${textAlertClasses} flex gap-2`}>
          <Icon node={CircleAlert} className="mt-0.5 size-4 shrink-0" />
          <ul className="grid gap-1">
            {refusals.map((refusal, index) => (
              <li key={index}>{refusal}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
